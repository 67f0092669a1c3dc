import wasm from '@resvg/resvg-wasm/index_bg.wasm?inline'
import { dataUrlBytes } from '~/lib/base64'

/**
 * The SVG rasteriser's WebAssembly on Node: inlined into the server build (a data URL), since the Node output carries
 * no node_modules to read it from. The Workers build swaps this file for resvg-wasm.edge.ts (vite.edge.config.ts):
 * Workers may not compile WebAssembly from bytes, only run modules that came with the upload.
 */
export async function resvgWasm(): Promise<BufferSource | WebAssembly.Module> {
  return dataUrlBytes(wasm)
}
