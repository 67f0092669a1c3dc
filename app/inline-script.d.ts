/** `import source from './file?inline-script'`: the compiled text of that file's default export (inline-script.plugin.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}
