import medium from '@fontsource/space-grotesk/files/space-grotesk-latin-500-normal.woff?inline'
import bold from '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff?inline'
import mediumExt from '@fontsource/space-grotesk/files/space-grotesk-latin-ext-500-normal.woff?inline'
import boldExt from '@fontsource/space-grotesk/files/space-grotesk-latin-ext-700-normal.woff?inline'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { parse } from 'opentype.js'
import { dataUrlBytes } from '~/lib/base64'
import { type CardFont, type CardText, shareCardSvg, withFallback } from './share-card'

type Fonts = { bold: CardFont; medium: CardFont }

let ready: Promise<Fonts> | null = null

/** The rasteriser and the two weights (Latin and Latin Extended), made ready once per process (or isolate); a failure is tried again next time. */
function prepare(): Promise<Fonts> {
  if (!ready) {
    ready = (async () => {
      // Its own chunk (2.5 MB of WebAssembly), loaded when the first card is drawn rather than with every page's code.
      const { resvgWasm } = await import('~/seo/resvg-wasm')
      await initWasm(await resvgWasm())
      const face = (latin: string, ext: string) => withFallback(parse(dataUrlBytes(latin)), parse(dataUrlBytes(ext)))
      return { bold: face(bold, boldExt), medium: face(medium, mediumExt) }
    })()
    ready.catch(() => {
      ready = null
    })
  }
  return ready
}

/** Rendered cards by their text: a card is drawn once (about 100 ms) and then served from memory until it changes. */
const cards = new Map<string, Uint8Array<ArrayBuffer>>()
const MAX_CARDS = 200

/** The card for `text` as a PNG. */
export async function shareCardPng(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const key = JSON.stringify(text)
  const hit = cards.get(key)
  if (hit) return hit
  const fonts = await prepare()
  const resvg = new Resvg(shareCardSvg(text, fonts), { font: { loadSystemFonts: false } })
  let png: Uint8Array<ArrayBuffer>
  try {
    const image = resvg.render()
    // A copy the size of the PNG, on a buffer of its own (the rasteriser's view is into WebAssembly memory).
    png = new Uint8Array(image.asPng())
    image.free()
  } finally {
    resvg.free()
  }
  // Oldest first out: a Map iterates in insertion order.
  if (cards.size >= MAX_CARDS) {
    const oldest = cards.keys().next()
    if (!oldest.done) cards.delete(oldest.value)
  }
  cards.set(key, png)
  return png
}
