// Makes the site's fixed images (we cannot download photos): abstract compositions in the brand palette, drawn as
// SVG and rendered with sharp to WebP and JPEG in two widths. Deterministic: the same seed gives the same picture.
// Run: node scripts/media/make-images.mjs
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/media')
const palette = ['#0d0d0d', '#2433d6', '#9ea8ff', '#f4f1ea', '#e8e3d8', '#ff6b4a']

function random(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/** Soft overlapping shapes with a blur and grain: reads as a photo out of focus, never as clip art. */
function composition({ width, height, seed, background, colors, shapes = 9 }) {
  const r = random(seed)
  const items = Array.from({ length: shapes }, (_, i) => {
    const cx = Math.round(r() * width)
    const cy = Math.round(r() * height)
    const rad = Math.round((0.12 + r() * 0.28) * Math.min(width, height))
    const fill = colors[i % colors.length]
    const opacity = (0.55 + r() * 0.4).toFixed(2)
    return r() > 0.35
      ? `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}" opacity="${opacity}"/>`
      : `<rect x="${cx - rad}" y="${cy - rad / 2}" width="${rad * 2}" height="${rad}" rx="${rad / 2}" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(r() * 90 - 45)} ${cx} ${cy})"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${Math.round(width / 40)}"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.08"/></feComponentTransfer></filter>
  </defs>
  <rect width="100%" height="100%" fill="${background}"/>
  <g filter="url(#soft)">${items.join('')}</g>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`
}

const images = [
  {
    name: 'about-team',
    width: 1600,
    height: 900,
    seed: 7,
    background: '#e8e3d8',
    colors: [palette[1], palette[2], palette[5], palette[0]],
  },
  {
    name: 'about-now',
    width: 1000,
    height: 1250,
    seed: 21,
    background: '#2433d6',
    colors: [palette[2], palette[3], palette[5]],
  },
  {
    name: 'about-2020',
    width: 1000,
    height: 1250,
    seed: 2020,
    background: '#0d0d0d',
    colors: [palette[4], palette[1], palette[2]],
  },
  {
    name: 'project-kode',
    width: 1200,
    height: 800,
    seed: 101,
    background: '#0d0d0d',
    colors: [palette[1], palette[2], palette[3]],
  },
  {
    name: 'project-chaos',
    width: 1200,
    height: 800,
    seed: 202,
    background: '#ff6b4a',
    colors: [palette[0], palette[3], palette[1]],
  },
  {
    name: 'project-smeg',
    width: 1200,
    height: 800,
    seed: 303,
    background: '#e8e3d8',
    colors: [palette[1], palette[0], palette[5]],
  },
  {
    name: 'post-startup',
    width: 800,
    height: 1000,
    seed: 11,
    background: '#9ea8ff',
    colors: [palette[1], palette[3], palette[0]],
  },
  {
    name: 'post-freelancer',
    width: 800,
    height: 1000,
    seed: 12,
    background: '#f4f1ea',
    colors: [palette[5], palette[1], palette[2]],
  },
  {
    name: 'post-abroad',
    width: 800,
    height: 1000,
    seed: 13,
    background: '#0d0d0d',
    colors: [palette[2], palette[5], palette[3]],
  },
]

await mkdir(out, { recursive: true })
for (const image of images) {
  const svg = Buffer.from(composition(image))
  for (const width of [image.width, Math.round(image.width / 2)]) {
    const suffix = width === image.width ? '' : `-${width}`
    const base = sharp(svg).resize(width)
    await base
      .clone()
      .webp({ quality: 72 })
      .toFile(join(out, `${image.name}${suffix}.webp`))
    await base
      .clone()
      .jpeg({ quality: 74, mozjpeg: true })
      .toFile(join(out, `${image.name}${suffix}.jpg`))
  }
  console.log(`${image.name}: ${image.width}×${image.height}`)
}

// The link-preview image of pages without one of their own (Open Graph / Twitter, 1200 × 630): the brand mark and
// tagline over a composition. Written to public/ so its URL is stable: /og-default.jpg.
const og = composition({
  width: 1200,
  height: 630,
  seed: 630,
  background: '#0d0d0d',
  colors: [palette[1], palette[2], palette[1]],
})
const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <g transform="translate(96 250)" fill="#f4f1ea">
    <circle cx="56" cy="56" r="44" fill="none" stroke="#f4f1ea" stroke-width="14"/>
    <circle cx="56" cy="56" r="12"/>
    <text x="140" y="92" font-family="DejaVu Sans, sans-serif" font-size="104" font-weight="700" letter-spacing="-3">origin</text>
    <text x="4" y="200" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="600" letter-spacing="4">WE CREATE YOUR ORIGIN STORY</text>
  </g>
</svg>`
await sharp(Buffer.from(og))
  .composite([{ input: Buffer.from(mark) }])
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(join(out, '../og-default.jpg'))
console.log('og-default: 1200×630')
