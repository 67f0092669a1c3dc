import type { Plugin } from 'vite'

const ID = 'virtual:client-assets'
const RESOLVED = `\0${ID}`

/** What the server needs to know of the browser build (see app/components/shell/app-start.ts). */
export type ClientAssets = {
  /** Every JavaScript file of the browser build (`/assets/…js`) with the stylesheets it brings when imported. */
  styles: Record<string, string[]>
  /**
   * The dictionary chunks: each language's shell text by its folder (`en`), each namespace by language and namespace
   * (`en/home`).
   */
  dictionaries: Record<string, string>
}

const DICTIONARY = /\/app\/i18n\/([a-z]+(?:\/[a-z]+)?)\/index\.ts$/

/**
 * `import assets from 'virtual:client-assets'` gives the server what it needs of the browser build to start the app
 * without a waterfall: each chunk's stylesheets (the page's are already inlined in its HTML, so the app is told not to
 * fetch them again) and each dictionary's chunks (requested with the rest instead of after the entry has run).
 *
 * Start builds the browser first and the server second; this plugin reads the first bundle and hands it to the
 * second. The browser build's own copy of the module is empty (its bundle does not exist yet, and it needs none);
 * a server build that finds no browser bundle before it fails, rather than serve pages that load everything twice.
 */
export function clientAssetsPlugin(): Plugin {
  let client: ClientAssets | null = null
  return {
    name: 'agency:client-assets',
    resolveId(source) {
      return source === ID ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      if (this.environment.name === 'client' || this.environment.mode === 'dev') {
        return 'export default { styles: {}, dictionaries: {} }'
      }
      if (!client) throw new Error(`${ID}: the browser build must come before the server build`)
      return `export default ${JSON.stringify(client)}`
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const assets: ClientAssets = { styles: {}, dictionaries: {} }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const href = `/${chunk.fileName}`
        const css = [...(chunk.viteMetadata?.importedCss ?? [])]
        if (css.length > 0) assets.styles[href] = css.map((file) => `/${file}`)
        const dictionary = chunk.facadeModuleId ? DICTIONARY.exec(chunk.facadeModuleId) : null
        if (dictionary?.[1]) assets.dictionaries[dictionary[1]] = href
      }
      client = assets
    },
  }
}
