/** `import source from './file?inline-script'`: the compiled text of that file's default export (inline-script.plugin.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}

/** What the server knows of the browser build (client-assets.plugin.ts). */
declare module 'virtual:client-assets' {
  const assets: import('../client-assets.plugin').ClientAssets
  export default assets
}
