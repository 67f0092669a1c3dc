import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { logos } from '../../../cms/src/seed/content'
import { logoSvg } from '../../../cms/src/seed/media'

/** The relative luminance of an sRGB colour (WCAG 2), for the contrast of a logo's ink against its tile. */
function luminance([r, g, b]: readonly number[]): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = (c ?? 0) / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0)
}

const contrast = (a: readonly number[], b: readonly number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/**
 * The seed's brand logos (the Creative Lab's brand identity list and its `logo.svg` downloads) as a designer hands them
 * over: each the logo alone on a transparent ground, never inside a box of its own, and its ink clear on the tile
 * the list shows it on (white, or dark for a light logo).
 */
describe('the seed’s brand logos', () => {
  for (const logo of logos) {
    it(`${logo.variant}: the logo alone, clear on its ${logo.onDark ? 'dark' : 'white'} tile`, async () => {
      const { data, info } = await sharp(Buffer.from(logoSvg(logo.variant)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixels = info.width * info.height
      let opaque = 0
      const ink = [0, 0, 0]
      for (let i = 0; i < pixels; i++) {
        if ((data[i * 4 + 3] ?? 0) < 250) continue
        opaque++
        for (let c = 0; c < 3; c++) ink[c] = (ink[c] ?? 0) + (data[i * 4 + c] ?? 0)
      }
      const corners = [0, info.width - 1, (info.height - 1) * info.width, pixels - 1]
      for (const corner of corners) expect(data[corner * 4 + 3], 'a corner is transparent').toBe(0)
      // The ring and the letters cover a fraction of the canvas; a background would cover all of it.
      expect(opaque / pixels, 'share of the canvas painted').toBeLessThan(0.5)
      expect(opaque).toBeGreaterThan(0)
      const tile = logo.onDark ? [0x0d, 0x0d, 0x0d] : [0xff, 0xff, 0xff]
      expect(
        contrast(
          ink.map((sum) => sum / opaque),
          tile,
        ),
        'ink against its tile',
      ).toBeGreaterThanOrEqual(3)
    })
  }
})
