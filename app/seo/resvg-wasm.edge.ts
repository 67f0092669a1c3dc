import wasm from '@resvg/resvg-wasm/index_bg.wasm'

/** The SVG rasteriser's WebAssembly on Workers: a module uploaded with the worker (see resvg-wasm.ts). */
export async function resvgWasm(): Promise<BufferSource | WebAssembly.Module> {
  return wasm
}
