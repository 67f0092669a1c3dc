/**
 * `import source from './file?inline-script'`: the compiled text of that file's default export
 * (build/inline-script.plugin.ts).
 */
declare module '*?inline-script' {
  const source: string
  export default source
}

/** What the server knows of the browser build (build/client-assets.plugin.ts). */
declare module 'virtual:client-assets' {
  const assets: import('../build/client-assets.plugin').ClientAssets
  export default assets
}
