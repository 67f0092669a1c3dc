import { readFile } from 'node:fs/promises'
import { minify, type Plugin, transformWithOxc } from 'vite'

const QUERY = '?inline-script'

/**
 * `import source from './file?inline-script'` gives the source text of `file.ts`'s default export, a function,
 * compiled for the browser and minified: the way a script that must run inline, before any module, is written in
 * TypeScript and tested like other code instead of kept as a hand-minified string (app/components/shell/app-start.ts).
 *
 * The text is the function as the minifier wrote it, read back from the compiled module itself, so it only works for a
 * function that uses nothing else from its module (app-start.inline.ts says so, and its unit test runs the text).
 * Used by both builds (build/start.plugin.ts) and by the unit tests (vitest.config.ts).
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'agency:inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const resolved = await this.resolve(`${source.slice(0, -QUERY.length)}.ts`, importer, { skipSelf: true })
      return resolved ? `${resolved.id}${QUERY}` : null
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(await compileFunction(file))}`
    },
  }
}

async function compileFunction(file: string): Promise<string> {
  const typed = await readFile(file, 'utf8')
  // The oldest browsers the site supports run ES2017 (module scripts need it anyway).
  const plain = await transformWithOxc(typed, file, { lang: 'ts', target: 'es2017', sourcemap: false })
  const small = await minify(file.replace(/\.ts$/, '.js'), plain.code, { module: true, compress: true, mangle: true })
  if (small.errors.length > 0) throw new Error(`${file}: ${small.errors.map((error) => error.message).join('; ')}`)
  const compiled: unknown = await import(`data:text/javascript;base64,${Buffer.from(small.code).toString('base64')}`)
  const main = typeof compiled === 'object' && compiled !== null ? Reflect.get(compiled, 'default') : undefined
  if (typeof main !== 'function') throw new Error(`${file}: the default export must be a function`)
  return Function.prototype.toString.call(main)
}
