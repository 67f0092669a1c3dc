import { fileURLToPath } from 'node:url'
import { build, minify, type Plugin, type Rolldown } from 'vite'
import { DOCUMENT_SCRIPTS, type DocumentScript } from '../app/document/document-scripts'
import { inlineScriptPlugin } from './inline-script.plugin'

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
  /**
   * The scripts of pages without React (decisions 055, 132), each with the chunks it imports, to preload. In
   * development the source modules themselves, which Vite serves.
   */
  document: Record<DocumentScript, { src: string; imports: string[] }>
}

/** A page without React's entry (app/document/<name>.client.ts): emitted beside the app's in the browser build. */
const documentEntry = (name: DocumentScript) =>
  fileURLToPath(new URL(`../app/document/${name}.client.ts`, import.meta.url))
const DOCUMENT_DEV = Object.fromEntries(
  DOCUMENT_SCRIPTS.map((name) => [name, { src: `/app/document/${name}.client.ts`, imports: [] }]),
)

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
        return `export default ${JSON.stringify({ styles: {}, dictionaries: {}, document: DOCUMENT_DEV })}`
      }
      if (!client) throw new Error(`${ID}: the browser build must come before the server build`)
      return `export default ${JSON.stringify(client)}`
    },
    async generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return
      const document: Partial<ClientAssets['document']> = {}
      // Each script built on its own: they share no chunk, so each page loads its one file. A chunk two builds made
      // alike (the same module, the same hash) is emitted once.
      const emitted = new Set<string>()
      for (const name of DOCUMENT_SCRIPTS) {
        const documentChunks = await buildDocumentScript(name)
        const entry = documentChunks.find((chunk) => chunk.isEntry)
        if (!entry) throw new Error(`${ID}: the ${name} document script's build has no entry`)
        // Files of the browser build, but no chunks of it: Start takes its one entry chunk for the app's.
        for (const chunk of documentChunks) {
          if (emitted.has(chunk.fileName)) continue
          emitted.add(chunk.fileName)
          // A library build keeps its whitespace; the browser gets the script minified as the app's are.
          const small = await minify(chunk.fileName, chunk.code, { module: true, compress: true, mangle: true })
          if (small.errors.length > 0)
            throw new Error(`${chunk.fileName}: ${small.errors.map((e) => e.message).join('; ')}`)
          this.emitFile({ type: 'asset', fileName: chunk.fileName, source: small.code })
        }
        document[name] = { src: `/${entry.fileName}`, imports: entry.imports.map((file) => `/${file}`) }
      }
      const assets: ClientAssets = {
        styles: {},
        dictionaries: {},
        document: {
          page: required(document.page),
          home: required(document.home),
          about: required(document.about),
          lab: required(document.lab),
        },
      }
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
      )
      for (const chunk of chunks.values()) {
        const href = `/${chunk.fileName}`
        // A chunk's own stylesheets, and those of the `<Hydrate>` parts it renders, which Start inlines in the page
        // with it (their code comes later, their styles must not).
        const css = new Set([
          ...(chunk.viteMetadata?.importedCss ?? []),
          ...chunk.dynamicImports.flatMap((file) => {
            const part = chunks.get(file)
            return part?.facadeModuleId?.includes(HYDRATE_PART) ? stylesWithImports(part, chunks) : []
          }),
        ])
        if (css.size > 0) assets.styles[href] = [...css].map((file) => `/${file}`)
        const dictionary = chunk.facadeModuleId ? DICTIONARY.exec(chunk.facadeModuleId) : null
        if (dictionary?.[1]) assets.dictionaries[dictionary[1]] = href
      }
      client = assets
    },
  }
}

/** What Start's compiler adds to the module id of a `<Hydrate>` boundary's children, split into a chunk of their own. */
const HYDRATE_PART = '?tss-hydrate='

/** The stylesheets `chunk` and the chunks it imports bring when it loads. */
function stylesWithImports(
  chunk: Rolldown.OutputChunk,
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  seen = new Set<string>(),
): string[] {
  if (seen.has(chunk.fileName)) return []
  seen.add(chunk.fileName)
  return [
    ...(chunk.viteMetadata?.importedCss ?? []),
    ...chunk.imports.flatMap((file) => {
      const imported = chunks.get(file)
      return imported ? stylesWithImports(imported, chunks, seen) : []
    }),
  ]
}

/**
 * The script of a page without React, built on its own: a file that shares no chunk with the app (a document page
 * loads nothing of it), with smooth scrolling's Lenis as its one chunk fetched on demand.
 */
async function buildDocumentScript(name: DocumentScript): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    plugins: [inlineScriptPlugin()],
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      // A library build: its on-demand imports (Lenis, analytics) are plain `import()`, without the preload helper an
      // app's build puts around them (2 KB, for chunks that bring no stylesheets).
      lib: { entry: documentEntry(name), formats: ['es'] },
      rolldownOptions: {
        // The entry may export what its on-demand chunks share with it (the consent keys, smooth scrolling's state):
        // a library build would otherwise move each such module into a chunk of its own, one more request at load.
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: name === 'page' ? 'assets/document-[hash].js' : `assets/document-${name}-[hash].js`,
          chunkFileNames: 'assets/document-[name]-[hash].js',
        },
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk') : [],
  )
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error(`${ID}: a document script was not built`)
  return value
}
