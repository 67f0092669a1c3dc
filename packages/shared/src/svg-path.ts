/**
 * A glyph outline as SVG path data, for text drawn as outlines (the seed's brand art, the site's share cards, which
 * imports this file by path: decision 022). Rounded to a tenth of a pixel. Not opentype.js's own `toPathData`, which
 * in 2.0.0 writes `NaN` for some coordinates (rasterisers then stop drawing the rest of the text).
 */

/** An opentype.js path command: coordinates are present for the command types that have them. */
type PathCommand = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }

/** A coordinate rounded to a tenth; a missing one (opentype.js leaves some out) is 0. */
const n = (value: number | undefined) => (Math.round((value ?? 0) * 10) / 10).toString()

export function svgPathData(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
      return 'Z'
    })
    .join('')
}
