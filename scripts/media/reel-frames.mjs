// The showreel's frames: the seed's own brand pictures (cms/src/seed/brand-art.ts), a different project and a
// different kind of piece in each cut, rendered at 1408 × 792 (10 % over 1280 × 720, room for the slow push-in that
// make-videos.sh gives every cut). Run by make-videos.sh after cms/scripts/setup.sh has built cms/dist.
// Usage: node scripts/media/reel-frames.mjs <out-dir>
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const cmsDist = join(dirname(fileURLToPath(import.meta.url)), '../../cms/dist/src/seed')
const require = createRequire(import.meta.url)
const { billboardSvg, boardSvg, brandOf, cardsSvg, heroSvg, lockupSvg, merchSvg, postsSvg } = require(
  join(cmsDist, 'brand-art.js'),
)

const cuts = [
  ['kode-labs', heroSvg],
  ['chaos-clothing-brand', billboardSvg],
  ['fjord-coffee', heroSvg],
  ['nordlys-banking-app', heroSvg],
  ['smeg-kosovo', postsSvg],
  ['alba-skincare', cardsSvg],
  ['balkan-tech-summit', lockupSvg],
  ['prishtina-eats', merchSvg],
  ['stavanger-sailing-club', boardSvg],
]

const out = process.argv[2]
if (!out) throw new Error('usage: reel-frames.mjs <out-dir>')
await mkdir(out, { recursive: true })
for (const [index, [slug, draw]] of cuts.entries()) {
  const brand = brandOf(slug)
  if (!brand) throw new Error(`no brand ${slug}`)
  // Drawn at its own proportions, then cropped to 16:9 around its centre.
  await sharp(Buffer.from(draw(brand)))
    .resize(1408, 792, { fit: 'cover' })
    .png()
    .toFile(join(out, `cut-${String(index).padStart(2, '0')}.png`))
}
console.log(`${cuts.length} cuts in ${out}`)
