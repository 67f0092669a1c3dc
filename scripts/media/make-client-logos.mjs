// Makes the four testimonial clients' logos (product.md: a logo per testimonial) as small SVGs in public/media/clients/.
// Fictional brands, each with its own mark and typeface; the wordmarks are the typefaces' real outlines (opentype.js
// reading @fontsource files from npm), so the SVGs need no font to render. Deterministic.
// Run: node scripts/media/make-client-logos.mjs
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import opentype from 'opentype.js'

const require = createRequire(import.meta.url)
const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/clients')
const INK = '#0d0d0d'

async function font(file) {
  const buffer = await readFile(require.resolve(file))
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength))
}

/** A wordmark as one path: the text's outlines at `size`, its left edge at `x`, baseline at `y`. */
function word(face, text, x, y, size, letterSpacing = 0) {
  let cursor = x
  const parts = []
  for (const char of text) {
    parts.push(face.getPath(char, cursor, y, size).toPathData(2))
    cursor += face.getAdvanceWidth(char, size) + letterSpacing * size
  }
  return { d: parts.join(''), right: cursor - letterSpacing * size }
}

const svg = (width, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} 64" width="${Math.ceil(width)}" height="64" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>\n`

const logos = [
  {
    // Software: three arcs, the northern light over a horizon.
    file: 'northlight.svg',
    title: 'Northlight',
    make: async () => {
      const w = word(await font('@fontsource/syne/files/syne-latin-700-normal.woff'), 'northlight', 64, 42, 30)
      const mark = [14, 20, 26]
        .map((r) => `<path d="M${32 - r} 46a${r} ${r} 0 0 1 ${2 * r} 0" fill="none" stroke="${INK}" stroke-width="4"/>`)
        .join('')
      return svg(w.right + 4, `${mark}<path d="${w.d}" fill="${INK}"/>`, 'Northlight')
    },
  },
  {
    // A consumer-goods retailer in Kosovo ("treg" is Albanian for market): a shopping bag.
    file: 'tregu.svg',
    title: 'Tregu',
    make: async () => {
      const w = word(await font('@fontsource/outfit/files/outfit-latin-600-normal.woff'), 'tregu', 56, 43, 34, -0.01)
      const mark = `<path d="M18 24v-5a8 8 0 0 1 16 0v5" fill="none" stroke="${INK}" stroke-width="4"/><path d="M8 22h36l-3 32H11z" fill="${INK}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/><path d="M18 31a8 8 0 0 0 16 0" fill="none" stroke="#f4f1ea" stroke-width="3" stroke-linecap="round"/>`
      return svg(w.right + 4, `${mark}<path d="${w.d}" fill="${INK}"/>`, 'Tregu')
    },
  },
  {
    // A technology company: a fjord's zigzag in a square.
    file: 'fjordtek.svg',
    title: 'Fjordtek',
    make: async () => {
      const w = word(
        await font('@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff'),
        'FJORDTEK',
        60,
        42,
        24,
        0.04,
      )
      const mark = `<rect x="6" y="12" width="40" height="40" rx="4" fill="${INK}"/><path d="M12 24l8 10 7-8 7 10 6-6" fill="none" stroke="#f4f1ea" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`
      return svg(w.right + 4, `${mark}<path d="${w.d}" fill="${INK}"/>`, 'Fjordtek')
    },
  },
  {
    // A group of companies: a serif monogram in a diamond, the name over a spaced-out GROUP.
    file: 'dardan-group.svg',
    title: 'Dardan Group',
    make: async () => {
      const serif = await font('@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff')
      const name = word(serif, 'Dardan', 62, 36, 30)
      const group = word(
        await font('@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff'),
        'GROUP',
        63,
        54,
        10,
        0.42,
      )
      const monogram = word(serif, 'D', 0, 0, 24)
      const width = monogram.right
      const letter = word(serif, 'D', 26 - width / 2, 40, 24)
      const mark = `<path d="M26 8l20 24-20 24L6 32z" fill="none" stroke="${INK}" stroke-width="3"/><path d="${letter.d}" fill="${INK}"/>`
      return svg(
        Math.max(name.right, group.right) + 4,
        `${mark}<path d="${name.d}${group.d}" fill="${INK}"/>`,
        'Dardan Group',
      )
    },
  },
]

for (const logo of logos) {
  const text = await logo.make()
  await writeFile(join(out, logo.file), text)
  console.log(`${logo.file}: ${text.length} bytes`)
}
