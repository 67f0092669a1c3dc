// Makes the site's fixed images (we cannot download photos), drawn as SVG and rendered with sharp to WebP and JPEG in
// two widths. Deterministic. The three projects on home are the CMS seed's brand boards and the three posts its
// editorial illustrations (the same pictures as on their own pages), so run it after cms/scripts/setup.sh has built
// cms/dist; the studio and people are illustrated here, in the site's palette.
// Run: node scripts/media/make-images.mjs
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const cmsDist = join(dirname(fileURLToPath(import.meta.url)), '../../cms/dist/src/seed')
const require = createRequire(import.meta.url)
const { boardSvg, brandOf, fontFile, type } = require(join(cmsDist, 'brand-art.js'))
const { editorialSvg } = require(join(cmsDist, 'editorial-art.js'))
const { INK, PAPER, SAND, BLUE, PERI, CORAL } = require(join(cmsDist, 'palette.js'))

const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/media')
/** A person as the site draws people: a round head and rounded shoulders, seated at (x, y) = the desk's edge. */
function person(x, y, scale, body, head = INK) {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="0" cy="-150" r="46" fill="${head}"/><path d="M-84 0v-40a84 84 0 0 1 168 0v40Z" fill="${body}"/></g>`
}

/** A monitor on a desk, its screen showing a few blocks of a layout. */
function monitor(x, y, w, screen) {
  const h = w * 0.62
  return `<rect x="${x}" y="${y - h - 40}" width="${w}" height="${h}" rx="10" fill="${INK}"/><rect x="${x + 10}" y="${y - h - 30}" width="${w - 20}" height="${h - 20}" rx="6" fill="${screen}"/><rect x="${x + 24}" y="${y - h - 14}" width="${w * 0.45}" height="${h * 0.14}" rx="4" fill="${PAPER}" opacity="0.9"/><rect x="${x + 24}" y="${y - h + h * 0.2}" width="${w * 0.6}" height="${h * 0.3}" rx="4" fill="${PAPER}" opacity="0.45"/><rect x="${x + w / 2 - 8}" y="${y - 40}" width="16" height="40" fill="${INK}"/>`
}

const plant = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 0h60l-10 70h-40Z" fill="${CORAL}"/><path d="M0 0C-50-40-60-110-20-150 0-100 10-60 0 0ZM0 0C40-50 70-100 40-160 10-110 0-60 0 0Z" fill="#2f6b4f"/></g>`

/** The whole team at the long studio table (about, 1600 × 900). */
function teamSvg(w, h) {
  const desk = h * 0.72
  const colors = [BLUE, CORAL, PERI, INK, BLUE, PERI, CORAL, INK]
  const people = colors.map((c, i) => person(170 + i * 180, desk, 1, c, i % 3 === 1 ? '#6b3f2a' : INK)).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${SAND}"/>
  <rect x="120" y="90" width="420" height="260" rx="16" fill="${PAPER}"/><rect x="150" y="120" width="170" height="200" fill="${PERI}"/><rect x="340" y="120" width="170" height="200" fill="${BLUE}"/>
  <circle cx="1320" cy="200" r="90" fill="${CORAL}"/><rect x="1000" y="110" width="220" height="300" rx="12" fill="${PAPER}"/><path d="M1030 370l60-90 50 60 30-40 40 70Z" fill="${BLUE}"/>
  ${people}
  <rect x="60" y="${desk}" width="${w - 120}" height="34" rx="10" fill="${INK}"/><rect x="120" y="${desk + 34}" width="24" height="${h - desk}" fill="${INK}"/><rect x="${w - 144}" y="${desk + 34}" width="24" height="${h - desk}" fill="${INK}"/>
  ${[0, 2, 4, 6].map((i) => `<rect x="${120 + i * 180}" y="${desk - 26}" width="110" height="26" rx="4" fill="${PAPER}"/>`).join('')}
  ${plant(w - 110, desk - 70, 0.8)}
</svg>`
}

/** The studio today: two desks with screens, plants and the two cities on the wall (about, 1000 × 1250). */
function nowSvg(w, h) {
  const desk = h * 0.66
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${BLUE}"/>
  <rect x="80" y="120" width="380" height="300" rx="18" fill="${PERI}"/><path d="M110 390l90-150 70 90 50-60 110 120Z" fill="${BLUE}"/>
  <rect x="540" y="120" width="380" height="300" rx="18" fill="${PAPER}"/><circle cx="730" cy="270" r="90" fill="${CORAL}"/>
  ${monitor(150, desk, 300, INK)}${monitor(560, desk, 300, CORAL)}
  ${person(300, desk + 150, 1.2, CORAL, INK)}${person(710, desk + 150, 1.2, PAPER, INK)}
  <rect x="40" y="${desk}" width="${w - 80}" height="30" rx="8" fill="${INK}"/>
  ${plant(930, desk, 0.9)}
</svg>`
}

/** Where it began, 2020: one small room, one table, two laptops and a lamp (about, 1000 × 1250). */
function thenSvg(w, h) {
  const table = h * 0.7
  const laptop = (x, screen) =>
    `<path d="M${x} ${table}h220l-20-150H${x + 20}Z" fill="${SAND}"/><path d="M${x + 30} ${table - 20}h160l-14-110H${x + 44}Z" fill="${screen}"/><rect x="${x - 20}" y="${table}" width="260" height="14" rx="6" fill="${SAND}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${INK}"/>
  <rect x="620" y="140" width="260" height="340" rx="10" fill="#1c2a5e"/><circle cx="760" cy="250" r="40" fill="${PAPER}"/><path d="M750 140v340M620 310h260" stroke="${INK}" stroke-width="12"/>
  <path d="M250 120v140" stroke="${SAND}" stroke-width="6"/><path d="M180 330h140l-40-70h-60Z" fill="${CORAL}"/><path d="M170 330a80 30 0 0 0 160 0" fill="${CORAL}" opacity="0.35"/>
  ${laptop(150, BLUE)}${laptop(560, PERI)}
  ${person(260, table + 170, 1.2, BLUE, SAND)}${person(670, table + 170, 1.2, PERI, SAND)}
  <rect x="90" y="${table + 14}" width="${w - 180}" height="26" rx="8" fill="${SAND}"/>
</svg>`
}

/** Studio moments for the careers strip (1000 × 1250): a whiteboard session, a desk, a coffee break. */
function workshopSvg(w, h) {
  const notes = [CORAL, PERI, PAPER, CORAL, PAPER, PERI, PERI, CORAL, PAPER]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${CORAL}"/>
  <rect x="100" y="140" width="800" height="560" rx="16" fill="${PAPER}"/>
  ${notes.map((c, i) => `<rect x="${170 + (i % 3) * 230}" y="${200 + Math.floor(i / 3) * 160}" width="170" height="120" rx="8" fill="${c === PAPER ? SAND : c}" transform="rotate(${i % 2 ? 3 : -3} ${255 + (i % 3) * 230} ${260 + Math.floor(i / 3) * 160})"/>`).join('')}
  ${person(300, 1150, 1.5, BLUE, INK)}${person(720, 1150, 1.5, INK, '#6b3f2a')}
</svg>`
}

function deskSvg(w, h) {
  const desk = h * 0.68
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${PERI}"/>
  <rect x="120" y="130" width="300" height="380" rx="14" fill="${BLUE}"/><circle cx="270" cy="300" r="90" fill="${CORAL}"/>
  ${monitor(420, desk, 460, BLUE)}
  ${person(650, desk + 260, 1.4, CORAL, INK)}
  <rect x="60" y="${desk}" width="${w - 120}" height="30" rx="8" fill="${INK}"/>
  ${plant(170, desk, 1)}
  <rect x="300" y="${desk - 60}" width="70" height="60" rx="10" fill="${PAPER}"/>
</svg>`
}

function coffeeSvg(w, h) {
  const table = h * 0.66
  const cup = (x, c) =>
    `<path d="M${x} ${table - 70}h70l-8 70h-54Z" fill="${c}"/><path d="M${x + 70} ${table - 56}a18 18 0 0 1 0 36" fill="none" stroke="${c}" stroke-width="8"/><path d="M${x + 22} ${table - 110}c-10-16 10-24 0-40M${x + 46} ${table - 110}c-10-16 10-24 0-40" stroke="${PAPER}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${INK}"/>
  <circle cx="500" cy="330" r="230" fill="${BLUE}"/>
  ${person(230, table + 10, 1.3, CORAL, SAND)}${person(500, table - 60, 1.3, PERI, SAND)}${person(770, table + 10, 1.3, PAPER, SAND)}
  <rect x="80" y="${table}" width="${w - 160}" height="34" rx="10" fill="${SAND}"/>
  ${cup(200, CORAL)}${cup(460, PAPER)}${cup(720, PERI)}
</svg>`
}

/** The careers page's photo strip (800 × 1000): pairing at one screen, a wall crit, a walk by the harbour. */
function pairingSvg(w, h) {
  const desk = h * 0.7
  const lines = [0.5, 0.7, 0.35, 0.6, 0.45, 0.8, 0.3]
  const code = lines
    .map(
      (l, i) =>
        `<rect x="${250 + (i % 3 === 2 ? 40 : 0)}" y="${250 + i * 44}" width="${300 * l}" height="16" rx="8" fill="${[CORAL, PERI, PAPER][i % 3]}" opacity="0.9"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${SAND}"/>
  <rect x="200" y="180" width="420" height="420" rx="18" fill="${INK}"/><rect x="214" y="194" width="392" height="392" rx="10" fill="#16204a"/>${code}
  <rect x="396" y="600" width="28" height="${desk - 600}" fill="${INK}"/>
  ${person(270, desk + 250, 1.2, BLUE, INK)}${person(560, desk + 250, 1.2, CORAL, '#6b3f2a')}
  <rect x="40" y="${desk}" width="${w - 80}" height="30" rx="8" fill="${INK}"/>
  <path d="M640 ${desk}h60l-6-60h-48Z" fill="${PAPER}"/>
</svg>`
}

function critSvg(w, h) {
  const posters = [
    [90, 160, BLUE],
    [330, 120, CORAL],
    [570, 170, PERI],
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${BLUE}"/>
  ${posters.map(([x, y, c], i) => `<rect x="${x}" y="${y}" width="180" height="250" rx="6" fill="${PAPER}"/><rect x="${x + 16}" y="${y + 16}" width="148" height="150" fill="${c}"/>${i === 1 ? `<circle cx="${x + 90}" cy="${y + 91}" r="46" fill="${PAPER}"/>` : `<rect x="${x + 40}" y="${y + 60}" width="100" height="50" rx="25" fill="${PAPER}" opacity="0.8"/>`}<rect x="${x + 16}" y="${y + 186}" width="110" height="14" rx="7" fill="${INK}" opacity="0.6"/><rect x="${x + 16}" y="${y + 212}" width="80" height="12" rx="6" fill="${INK}" opacity="0.3"/>`).join('')}
  ${person(200, h - 40, 1.6, PERI, INK)}${person(430, h - 10, 1.8, INK, SAND)}${person(640, h - 40, 1.6, CORAL, INK)}
</svg>`
}

function harbourSvg(w, h) {
  const water = h * 0.62
  const houses = [PAPER, CORAL, SAND, PAPER, CORAL]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${PERI}"/>
  <circle cx="620" cy="200" r="70" fill="${PAPER}"/>
  ${houses.map((c, i) => `<path d="M${60 + i * 140} ${water}v-130l60-50 60 50v130Z" fill="${c}"/><rect x="${100 + i * 140}" y="${water - 90}" width="40" height="40" fill="${INK}" opacity="0.7"/>`).join('')}
  <rect y="${water}" width="${w}" height="${h - water}" fill="${BLUE}"/>
  ${[0, 1, 2].map((i) => `<path d="M${120 + i * 220} ${water + 60 + i * 40}h120" stroke="${PAPER}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`).join('')}
  <rect y="${h - 200}" width="${w}" height="200" fill="${SAND}"/>
  ${person(300, h - 30, 1.4, CORAL, INK)}${person(520, h - 30, 1.4, INK, '#6b3f2a')}
  <rect x="360" y="${h - 190}" width="110" height="70" rx="8" fill="${INK}" transform="rotate(-8 415 ${h - 155})"/>
</svg>`
}

const drawn = [
  { name: 'about-team', width: 1600, height: 900, svg: teamSvg(1600, 900) },
  { name: 'about-now', width: 1000, height: 1250, svg: nowSvg(1000, 1250) },
  { name: 'about-2020', width: 1000, height: 1250, svg: thenSvg(1000, 1250) },
  { name: 'studio-workshop', width: 1000, height: 1250, svg: workshopSvg(1000, 1250) },
  { name: 'studio-desk', width: 1000, height: 1250, svg: deskSvg(1000, 1250) },
  { name: 'studio-coffee', width: 1000, height: 1250, svg: coffeeSvg(1000, 1250) },
  ...[
    ['project-kode', 'kode-labs'],
    ['project-chaos', 'chaos-clothing-brand'],
    ['project-smeg', 'smeg-kosovo'],
  ].map(([name, slug]) => ({ name, width: 1200, height: 800, svg: boardSvg(brandOf(slug), 1200, 800) })),
  { name: 'careers-pairing', width: 800, height: 1000, svg: pairingSvg(800, 1000) },
  { name: 'careers-crit', width: 800, height: 1000, svg: critSvg(800, 1000) },
  { name: 'careers-harbour', width: 800, height: 1000, svg: harbourSvg(800, 1000) },
  // Home's blog previews carry words, so each is drawn in both languages (`-no` for Norwegian).
  ...[
    ['post-startup', 'do-i-need-a-website-for-my-start-up'],
    ['post-freelancer', 'freelancer-vs-agency'],
    ['post-abroad', 'hiring-a-company-from-another-country'],
  ].flatMap(([name, slug]) => [
    { name, width: 800, height: 1000, svg: editorialSvg(slug, 800, 1000, 'en') },
    { name: `${name}-no`, width: 800, height: 1000, svg: editorialSvg(slug, 800, 1000, 'nb-NO') },
  ]),
]

await mkdir(out, { recursive: true })
for (const image of drawn) {
  const svg = Buffer.from(image.svg)
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

// The link-preview image of pages without one of their own (Open Graph / Twitter, 1200 × 630): the studio's mark,
// wordmark and tagline beside flat shapes in the palette, the type drawn as outlines like every other picture.
// Written to public/ so its URL is stable: /og-default.jpg.
const wordmarkFont = fontFile('space-grotesk/files/space-grotesk-latin-700-normal.woff')
const taglineFont = fontFile('dm-sans/files/dm-sans-latin-700-normal.woff')
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${INK}"/>
  <circle cx="930" cy="315" r="210" fill="${BLUE}"/>
  <circle cx="930" cy="315" r="120" fill="none" stroke="${PERI}" stroke-width="36"/>
  <circle cx="930" cy="315" r="36" fill="${CORAL}"/>
  <rect x="1040" y="470" width="160" height="160" rx="24" fill="${CORAL}"/>
  <g transform="translate(96 236)">
    <circle cx="56" cy="56" r="44" fill="none" stroke="${PAPER}" stroke-width="14"/><circle cx="56" cy="56" r="12" fill="${PAPER}"/>
    ${type(wordmarkFont, 'origin', 136, 92, 104, { fill: PAPER })}
    ${type(taglineFont, 'WE CREATE YOUR ORIGIN STORY', 4, 200, 30, { fill: PAPER, spacing: 0.12 })}
  </g>
</svg>`
await sharp(Buffer.from(og)).jpeg({ quality: 80, mozjpeg: true }).toFile(join(out, '../og-default.jpg'))
console.log('og-default: 1200×630')
