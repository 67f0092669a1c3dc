/**
 * The seed projects' pictures as an agency shows its work (decision 013): each project is a fictional brand with its
 * own mark, wordmark, palette and typeface, composed into a brand board (the thumbnail), the brand in use (the hero: a
 * website in a browser, an app on phones, packaging or posters, as the project's tags say) and a set of social posts
 * (the first section's image). All text is the typeface's real outlines (opentype.js reading @fontsource files), so the
 * SVG needs no installed font and never shows fallback boxes. Deterministic: the same brand gives the same bytes.
 */
import { readFileSync } from 'node:fs'
import opentype from 'opentype.js'
import sharp from 'sharp'
import { svgPathData } from '../lib/svg-path'
import { projects } from './projects'

type Font = ReturnType<typeof opentype.parse>

const fonts = new Map<string, Font>()

/** A @fontsource file, e.g. `anton/files/anton-latin-400-normal.woff`, parsed once. */
export function fontFile(file: string): Font {
  const cached = fonts.get(file)
  if (cached) return cached
  const bytes = readFileSync(require.resolve(`@fontsource/${file}`))
  const parsed = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  fonts.set(file, parsed)
  return parsed
}

type TextOptions = { fill: string; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number }

function advance(face: Font, text: string, size: number, spacing = 0): number {
  let width = 0
  for (const char of text) width += face.getAdvanceWidth(char, size) + spacing * size
  return width - spacing * size
}

/** `text` as one path of outlines, its baseline at `y`. */
export function type(face: Font, text: string, x: number, y: number, size: number, options: TextOptions): string {
  const width = advance(face, text, size, options.spacing)
  let cursor = options.anchor === 'middle' ? x - width / 2 : options.anchor === 'end' ? x - width : x
  const parts: string[] = []
  for (const char of text) {
    parts.push(svgPathData(face.getPath(char, cursor, y, size).commands))
    cursor += face.getAdvanceWidth(char, size) + (options.spacing ?? 0) * size
  }
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`
  return `<path d="${parts.join('')}" fill="${options.fill}"${opacity}/>`
}

/** The largest size at which `text` fits `width` (at most `max`). */
function fit(face: Font, text: string, width: number, max: number, spacing = 0): number {
  return Math.min(max, (width / advance(face, text, 100, spacing)) * 100)
}

function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** Ink that reads on `background`: the site's near-black or its paper, whichever contrasts more. */
function inkOn(background: string): string {
  return contrast('#0d0d0d', background) >= contrast('#f4f1ea', background) ? '#0d0d0d' : '#f4f1ea'
}

/** The brand's accent where it stands out from `background` (large display type), else the ink. */
function accentOn(accent: string, background: string): string {
  return contrast(accent, background) >= 2.4 ? accent : inkOn(background)
}

type Kind = 'web' | 'app' | 'packaging' | 'posters'

export type Brand = {
  slug: string
  name: string
  /** The wordmark as set (case and words chosen for the brand). */
  wordmark: string
  domain: string
  headline: [string, string]
  kind: Kind
  display: string
  body: string
  colors: { background: string; ink: string; accent: string; soft: string; paper: string }
  /** What the app's list shows (app brands), and the pack size (packaging brands). */
  rows?: [string, string][]
  action?: string
  unit?: string
  /** The mark, drawn in a 100 × 100 box. */
  mark: (color: string, accent: string) => string
  typeName: string
}

const BODY = 'dm-sans/files/dm-sans-latin-400-normal.woff'
const BODY_BOLD = 'dm-sans/files/dm-sans-latin-700-normal.woff'

/** Each brand as drawn; its name is its project's title (content.ts), so the two cannot drift apart. */
const BRAND_DRAWINGS: readonly Omit<Brand, 'name'>[] = [
  {
    slug: 'chaos-clothing-brand',
    wordmark: 'CHAOS',
    domain: 'chaos.clothing',
    headline: ['DROP 01', 'SOLD OUT'],
    kind: 'posters',
    display: 'anton/files/anton-latin-400-normal.woff',
    body: BODY_BOLD,
    typeName: 'Anton',
    colors: { background: '#ff6b4a', ink: '#0d0d0d', accent: '#f4f1ea', soft: '#ffb09c', paper: '#f4f1ea' },
    mark: (c) => {
      const points = Array.from({ length: 24 }, (_, i) => {
        const r = i % 2 === 0 ? 50 : 26 + ((i * 7) % 11)
        const a = (i / 24) * Math.PI * 2
        return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`
      })
      return `<polygon points="${points.join(' ')}" fill="${c}"/>`
    },
  },
  {
    slug: 'kode-labs',
    wordmark: 'kode/labs',
    domain: 'kodelabs.dev',
    headline: ['Software as', 'precise as code'],
    kind: 'web',
    display: 'space-mono/files/space-mono-latin-700-normal.woff',
    body: 'space-mono/files/space-mono-latin-400-normal.woff',
    typeName: 'Space Mono',
    colors: { background: '#0d0d0d', ink: '#f4f1ea', accent: '#2433d6', soft: '#9ea8ff', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<rect x="4" y="4" width="92" height="92" rx="18" fill="${a}"/><path d="M38 30 18 50l20 20M62 30l20 20-20 20" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="square"/>`,
  },
  {
    slug: 'smeg-kosovo',
    wordmark: 'smeg kosovo',
    domain: 'smeg-kosovo.com',
    headline: ['Made to be', 'looked at'],
    kind: 'posters',
    display: 'outfit/files/outfit-latin-700-normal.woff',
    body: BODY,
    typeName: 'Outfit',
    colors: { background: '#e8e3d8', ink: '#0d0d0d', accent: '#2433d6', soft: '#c9c2b2', paper: '#f7f4ee' },
    mark: (c, a) =>
      `<rect x="8" y="4" width="84" height="92" rx="16" fill="none" stroke="${c}" stroke-width="7"/><circle cx="50" cy="56" r="24" fill="${a}"/><rect x="22" y="16" width="20" height="6" rx="3" fill="${c}"/>`,
  },
  {
    slug: 'fjord-coffee',
    wordmark: 'Fjord Coffee',
    domain: 'fjordcoffee.no',
    headline: ['Roasted by', 'the west coast'],
    kind: 'packaging',
    unit: '250 g',
    display: 'fraunces/files/fraunces-latin-700-normal.woff',
    body: BODY,
    typeName: 'Fraunces',
    colors: { background: '#3a2418', ink: '#f4f1ea', accent: '#ff6b4a', soft: '#7a5440', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<circle cx="50" cy="50" r="46" fill="none" stroke="${c}" stroke-width="6"/><path d="M14 62 34 36l14 18 12-14 26 22" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M20 74h60" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    slug: 'nordlys-banking-app',
    wordmark: 'nordlys',
    domain: 'nordlys.bank',
    headline: ['Pay in', 'two taps'],
    kind: 'app',
    rows: [
      ['Groceries', '– 248 kr'],
      ['Salary', '+ 32 400 kr'],
      ['Coffee', '– 45 kr'],
    ],
    action: 'Pay',
    display: 'outfit/files/outfit-latin-600-normal.woff',
    body: BODY,
    typeName: 'Outfit',
    colors: { background: '#0b1d3a', ink: '#f4f1ea', accent: '#9ea8ff', soft: '#23406e', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<path d="M50 6C54 36 64 46 94 50 64 54 54 64 50 94 46 64 36 54 6 50 36 46 46 36 50 6Z" fill="${a}"/><circle cx="50" cy="50" r="9" fill="${c}"/>`,
  },
  {
    slug: 'prishtina-eats',
    wordmark: 'prishtina eats',
    domain: 'prishtinaeats.com',
    headline: ['Dinner, on its', 'way in 25 min'],
    kind: 'app',
    rows: [
      ['Flija with honey', '4.50 €'],
      ['Qebapa ×10', '6.00 €'],
      ['Tavë kosi', '7.20 €'],
    ],
    action: 'Order now',
    display: 'unbounded/files/unbounded-latin-700-normal.woff',
    body: BODY,
    typeName: 'Unbounded',
    colors: { background: '#ff6b4a', ink: '#0d0d0d', accent: '#2433d6', soft: '#ffd2c6', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<path d="M8 48h84a42 42 0 0 1-84 0Z" fill="${c}"/><path d="M34 34c-6-8 6-12 0-22M50 34c-6-8 6-12 0-22M66 34c-6-8 6-12 0-22" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    slug: 'stavanger-sailing-club',
    wordmark: 'Stavanger Seilforening',
    domain: 'stavanger-seil.no',
    headline: ['Out on the water', 'every Wednesday'],
    kind: 'web',
    display: 'playfair-display/files/playfair-display-latin-700-normal.woff',
    body: BODY,
    typeName: 'Playfair Display',
    colors: { background: '#1b4f72', ink: '#f4f1ea', accent: '#9ea8ff', soft: '#2d6a94', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<path d="M52 6v62H14Z" fill="${c}"/><path d="M58 20v48h28Z" fill="${a}"/><path d="M8 76h84l-10 16H18Z" fill="${c}"/>`,
  },
  {
    slug: 'alba-skincare',
    wordmark: 'Alba',
    domain: 'albaskin.com',
    headline: ['Clean skin,', 'clear promise'],
    kind: 'packaging',
    unit: '50 ml',
    display: 'dm-serif-display/files/dm-serif-display-latin-400-normal.woff',
    body: BODY,
    typeName: 'DM Serif Display',
    colors: { background: '#f4d9cc', ink: '#0d0d0d', accent: '#ff6b4a', soft: '#eabfae', paper: '#fbf1ec' },
    mark: (c, a) =>
      `<path d="M10 64a40 40 0 0 1 80 0Z" fill="${a}"/><path d="M4 74h92" stroke="${c}" stroke-width="6"/>`,
  },
  {
    slug: 'balkan-tech-summit',
    wordmark: 'BALKAN TECH SUMMIT',
    domain: 'balkantechsummit.com',
    headline: ['3 days, 60 talks,', '2,000 builders'],
    kind: 'posters',
    display: 'archivo-black/files/archivo-black-latin-400-normal.woff',
    body: BODY_BOLD,
    typeName: 'Archivo Black',
    colors: { background: '#2433d6', ink: '#f4f1ea', accent: '#0d0d0d', soft: '#9ea8ff', paper: '#f4f1ea' },
    mark: (c, a) =>
      `<path d="M6 88 50 12l44 76Z" fill="${c}"/><path d="M30 88 50 52l20 36Z" fill="${a}"/><circle cx="50" cy="12" r="7" fill="${a}"/>`,
  },
]

export const BRANDS: readonly Brand[] = BRAND_DRAWINGS.map((drawing) => {
  const project = projects.find((candidate) => candidate.slug.en === drawing.slug)
  if (!project) throw new Error(`brand-art: no seed project has the slug ${drawing.slug}`)
  return { ...drawing, name: project.title }
})

export function brandOf(slug: string): Brand | undefined {
  return BRANDS.find((brand) => brand.slug === slug)
}

/** The mark placed at (x, y), `size` wide. */
function placeMark(brand: Brand, x: number, y: number, size: number, color: string, accent: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${brand.mark(color, accent)}</g>`
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/** The thumbnail: the brand on its colour, then the palette with its values and a type specimen. */
export function boardSvg(brand: Brand, w = 1200, h = 800): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const split = Math.round(w * 0.58)
  const markSize = Math.round(h * 0.26)
  const wordSize = fit(display, brand.wordmark, split - 140, 96)
  const swatches = [colors.background, colors.ink, colors.accent, colors.soft]
  const swatchW = (w - split - 120) / 2
  const swatch = (color: string, i: number) => {
    const x = split + 60 + (i % 2) * (swatchW + 20)
    const y = 110 + Math.floor(i / 2) * 170
    return `<rect x="${x}" y="${y}" width="${swatchW - 20}" height="110" rx="14" fill="${color}" stroke="#0d0d0d" stroke-opacity="0.12"/>${type(body, color.toUpperCase(), x, y + 140, 22, { fill: '#0d0d0d' })}`
  }
  return svg(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="${colors.paper}"/>`,
      `<rect width="${split}" height="${h}" fill="${colors.background}"/>`,
      placeMark(brand, (split - markSize) / 2, h * 0.22, markSize, colors.ink, colors.accent),
      type(display, brand.wordmark, split / 2, h * 0.22 + markSize + wordSize * 1.25, wordSize, {
        fill: colors.ink,
        anchor: 'middle',
      }),
      type(bold, 'PALETTE', split + 60, 80, 18, { fill: '#0d0d0d', spacing: 0.12 }),
      swatches.map(swatch).join(''),
      type(bold, 'TYPEFACE', split + 60, 500, 18, { fill: '#0d0d0d', spacing: 0.12 }),
      type(display, 'Aa', split + 60, 650, 140, { fill: '#0d0d0d' }),
      type(body, brand.typeName, split + 60 + advance(display, 'Aa', 140) + 30, 600, 26, { fill: '#0d0d0d' }),
      type(body, 'ABCDEFGHIJ 0123456789', split + 60 + advance(display, 'Aa', 140) + 30, 640, 20, {
        fill: '#0d0d0d',
        opacity: 0.6,
      }),
      type(body, brand.domain, split + 60, h - 50, 20, { fill: '#0d0d0d', opacity: 0.6 }),
    ].join(''),
  )
}

/** A website in a browser window, laid out in the brand. */
function webHero(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const x = 110
  const y = 90
  const bw = w - 220
  const bh = h - 150
  const bar = 56
  const headSize = fit(display, brand.headline[1], bw * 0.52, 92)
  const line = (lx: number, ly: number, lw: number) =>
    `<rect x="${lx}" y="${ly}" width="${lw}" height="14" rx="7" fill="${colors.ink}" opacity="0.35"/>`
  const inner = y + bar
  return [
    `<rect width="${w}" height="${h}" fill="${colors.soft}"/>`,
    `<rect x="${x}" y="${y + 18}" width="${bw}" height="${bh}" rx="22" fill="#000" opacity="0.18"/>`,
    `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="22" fill="${colors.background}"/>`,
    `<path d="M${x} ${y + 22}a22 22 0 0 1 22-22h${bw - 44}a22 22 0 0 1 22 22v${bar - 22}H${x}Z" fill="#e9e6df"/>`,
    ['#ff5f57', '#febc2e', '#28c840']
      .map((c, i) => `<circle cx="${x + 30 + i * 24}" cy="${y + bar / 2}" r="7" fill="${c}"/>`)
      .join(''),
    `<rect x="${x + bw / 2 - 200}" y="${y + 14}" width="400" height="28" rx="14" fill="#fff"/>`,
    type(fontFile(BODY), brand.domain, x + bw / 2, y + 34, 16, { fill: '#555', anchor: 'middle' }),
    placeMark(brand, x + 50, inner + 36, 44, colors.ink, colors.accent),
    type(display, brand.wordmark, x + 110, inner + 68, 24, { fill: colors.ink }),
    ['Work', 'About', 'Contact']
      .map((item, i) => type(body, item, x + bw - 330 + i * 110, inner + 66, 20, { fill: colors.ink }))
      .join(''),
    type(display, brand.headline[0], x + 60, inner + 240, headSize, { fill: colors.ink }),
    type(display, brand.headline[1], x + 60, inner + 240 + headSize * 1.1, headSize, { fill: colors.accent }),
    line(x + 60, inner + 320 + headSize, bw * 0.38),
    line(x + 60, inner + 350 + headSize, bw * 0.33),
    line(x + 60, inner + 380 + headSize, bw * 0.36),
    `<rect x="${x + 60}" y="${inner + 420 + headSize}" width="220" height="60" rx="30" fill="${colors.accent}"/>`,
    type(fontFile(BODY_BOLD), 'Get started', x + 170, inner + 458 + headSize, 20, {
      fill: colors.background,
      anchor: 'middle',
    }),
    `<rect x="${x + bw * 0.6}" y="${inner + 140}" width="${bw * 0.34}" height="${bh - bar - 200}" rx="18" fill="${colors.soft}"/>`,
    placeMark(
      brand,
      x + bw * 0.6 + bw * 0.07,
      inner + 140 + (bh - bar - 200) / 2 - bw * 0.1,
      bw * 0.2,
      colors.ink,
      colors.accent,
    ),
  ].join('')
}

/** Two phones with the brand's app. */
function appHero(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(BODY_BOLD)
  const pw = 380
  const ph = 780
  const phone = (px: number, py: number, screen: string) =>
    [
      `<rect x="${px + 10}" y="${py + 24}" width="${pw}" height="${ph}" rx="56" fill="#000" opacity="0.22"/>`,
      `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="56" fill="#111"/>`,
      `<rect x="${px + 14}" y="${py + 14}" width="${pw - 28}" height="${ph - 28}" rx="44" fill="${colors.paper}"/>`,
      `<rect x="${px + pw / 2 - 60}" y="${py + 26}" width="120" height="30" rx="15" fill="#111"/>`,
      `<g transform="translate(${px + 14} ${py + 14})">${screen}</g>`,
    ].join('')
  const sw = pw - 28
  const row = (ry: number, label: string, value: string) =>
    `<rect x="24" y="${ry}" width="${sw - 48}" height="74" rx="18" fill="#fff"/><circle cx="62" cy="${ry + 37}" r="20" fill="${colors.soft}"/>${type(body, label, 96, ry + 44, 19, { fill: '#0d0d0d' })}${type(bold, value, sw - 44, ry + 44, 19, { fill: '#0d0d0d', anchor: 'end' })}`
  const first = [
    `<path d="M0 44a44 44 0 0 1 44-44h${sw - 88}a44 44 0 0 1 44 44v236H0Z" fill="${colors.background}"/>`,
    placeMark(brand, 24, 70, 40, colors.ink, colors.accent),
    type(display, brand.wordmark, 76, 100, 26, { fill: colors.ink }),
    type(body, brand.headline[0], 24, 180, 22, { fill: colors.ink, opacity: 0.8 }),
    type(display, brand.headline[1], 24, 236, fit(display, brand.headline[1], sw - 48, 44), { fill: colors.ink }),
    (brand.rows ?? []).map(([label, value], i) => row(310 + i * 88, label, value)).join(''),
    `<rect x="24" y="${ph - 150}" width="${sw - 48}" height="70" rx="35" fill="${colors.background}"/>`,
    type(bold, brand.action ?? 'Open', sw / 2, ph - 106, 22, { fill: colors.ink, anchor: 'middle' }),
  ].join('')
  const second = [
    `<rect x="0" y="0" width="${sw}" height="${ph - 28}" rx="44" fill="${colors.soft}"/>`,
    type(display, brand.wordmark, sw / 2, 130, fit(display, brand.wordmark, sw - 60, 34), {
      fill: '#0d0d0d',
      anchor: 'middle',
    }),
    placeMark(brand, sw / 2 - 90, 190, 180, colors.background, colors.accent),
    `<rect x="24" y="430" width="${sw - 48}" height="190" rx="24" fill="#fff"/>`,
    type(bold, brand.headline[0], 48, 490, 22, { fill: '#0d0d0d' }),
    type(body, brand.headline[1], 48, 530, 20, { fill: '#0d0d0d', opacity: 0.7 }),
    `<rect x="48" y="560" width="${sw - 96}" height="12" rx="6" fill="${colors.soft}"/><rect x="48" y="560" width="${(sw - 96) * 0.64}" height="12" rx="6" fill="${colors.background}"/>`,
  ].join('')
  return [
    `<rect width="${w}" height="${h}" fill="${colors.background}"/>`,
    `<circle cx="${w * 0.78}" cy="${h * 0.2}" r="${h * 0.45}" fill="${colors.soft}" opacity="0.5"/>`,
    phone(w / 2 - pw - 40, (h - ph) / 2 + 40, first),
    phone(w / 2 + 40, (h - ph) / 2 - 20, second),
  ].join('')
}

/** A pack or a bottle on a shelf, with the brand's label. */
function packagingHero(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const item = (cx: number, base: number, scale: number, fill: string, ink: string) => {
    const pw = 300 * scale
    const ph = 480 * scale
    const x = cx - pw / 2
    const y = base - ph
    const label = `${placeMark(brand, cx - 50 * scale, y + 110 * scale, 100 * scale, ink, colors.accent)}${type(display, brand.wordmark, cx, y + 290 * scale, fit(display, brand.wordmark, pw - 50 * scale, 54 * scale), { fill: ink, anchor: 'middle' })}${type(body, brand.headline[1], cx, y + 340 * scale, 18 * scale, { fill: ink, anchor: 'middle', opacity: 0.8 })}${type(body, brand.unit ?? '', cx, y + ph - 40 * scale, 18 * scale, { fill: ink, anchor: 'middle', opacity: 0.8 })}`
    const shape =
      brand.slug === 'fjord-coffee'
        ? `<path d="M${x + 20 * scale} ${y}h${pw - 40 * scale}l${20 * scale} ${ph}H${x}Z" fill="${fill}"/><rect x="${x + 10 * scale}" y="${y - 30 * scale}" width="${pw - 20 * scale}" height="${40 * scale}" rx="${6 * scale}" fill="${fill}" opacity="0.85"/>`
        : `<rect x="${cx - 40 * scale}" y="${y - 70 * scale}" width="${80 * scale}" height="${80 * scale}" rx="${10 * scale}" fill="${colors.ink}"/><rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="${60 * scale}" fill="${fill}"/>`
    return `<ellipse cx="${cx}" cy="${base + 6}" rx="${pw * 0.55}" ry="${18 * scale}" fill="#000" opacity="0.18"/>${shape}${label}`
  }
  const shelf = h * 0.82
  return [
    `<rect width="${w}" height="${h}" fill="${colors.soft}"/>`,
    `<rect y="${shelf}" width="${w}" height="${h - shelf}" fill="${colors.background}"/>`,
    type(display, brand.headline[0], 100, 140, 60, { fill: inkOn(colors.soft) }),
    type(display, brand.headline[1], 100, 210, 60, { fill: inkOn(colors.soft), opacity: 0.7 }),
    item(w * 0.3, shelf, 1.05, colors.background, colors.ink),
    item(w * 0.55, shelf, 1.25, colors.paper, '#0d0d0d'),
    item(w * 0.79, shelf, 0.95, colors.accent, '#0d0d0d'),
  ].join('')
}

/** Three posters on a wall, in the brand's type and colours. */
function postersHero(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const pw = 400
  const ph = 560
  const poster = (x: number, y: number, bg: string, accent: string, words: readonly string[]) => {
    const ink = inkOn(bg)
    const highlight = accentOn(accent, bg)
    // As large as the widest word allows, and small enough that the lines stay clear of the mark at the foot.
    const size = Math.min(...words.map((word) => fit(display, word, pw - 60, 140)), (ph - 200) / (words.length * 1.02))
    return [
      `<rect x="${x + 8}" y="${y + 16}" width="${pw}" height="${ph}" fill="#000" opacity="0.2"/>`,
      `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" fill="${bg}"/>`,
      words
        .map((word, i) =>
          type(display, word, x + 30, y + 40 + size * (i + 1), size, {
            fill: i === words.length - 1 ? highlight : ink,
          }),
        )
        .join(''),
      placeMark(brand, x + 30, y + ph - 130, 90, ink, colors.accent === bg ? ink : colors.accent),
      type(body, brand.domain, x + pw - 30, y + ph - 40, 18, { fill: ink, anchor: 'end' }),
    ].join('')
  }
  const top = (h - ph) / 2
  const third = colors.accent === colors.ink || colors.accent === colors.background ? colors.soft : colors.paper
  return [
    `<rect width="${w}" height="${h}" fill="#d9d4ca"/>`,
    `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#bdb6a8"/>`,
    poster(w / 2 - pw * 1.5 - 40, top, colors.background, colors.accent, brand.headline[0].split(' ')),
    poster(w / 2 - pw / 2, top - 30, colors.ink, colors.background, brand.wordmark.split(' ').slice(0, 3)),
    poster(w / 2 + pw / 2 + 40, top, third, colors.background, brand.headline[1].split(' ').slice(0, 4)),
  ].join('')
}

/** What the hero shows, for its alt text. */
export function heroAlt(brand: Brand): string {
  if (brand.kind === 'web') return `The ${brand.name} website in a browser window: “${brand.headline.join(' ')}”`
  if (brand.kind === 'app') return `The ${brand.name} app on two phones: “${brand.headline.join(' ')}”`
  if (brand.kind === 'packaging') return `${brand.name} packaging in three colours on a shelf`
  return `Three ${brand.name} campaign posters on a wall: “${brand.headline.join(' ')}”`
}

export function heroSvg(brand: Brand, w = 1600, h = 1000): string {
  const body =
    brand.kind === 'web'
      ? webHero(brand, w, h)
      : brand.kind === 'app'
        ? appHero(brand, w, h)
        : brand.kind === 'packaging'
          ? packagingHero(brand, w, h)
          : postersHero(brand, w, h)
  return svg(w, h, body)
}

/** The first section's picture: four social posts of the campaign, in a grid. */
export function postsSvg(brand: Brand, w = 1200, h = 900): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const gap = 30
  const size = (h - gap * 3) / 2
  const left = (w - size * 2 - gap) / 2
  const third = colors.accent === colors.ink || colors.accent === colors.background ? colors.soft : colors.accent
  const tiles: [string, 'mark' | 'headline' | 'pattern' | 'word'][] = [
    [colors.background, 'mark'],
    [colors.paper, 'headline'],
    [third, 'pattern'],
    [colors.ink === colors.background ? colors.accent : colors.ink, 'word'],
  ]
  const tile = ([bg, content]: [string, 'mark' | 'headline' | 'pattern' | 'word'], i: number) => {
    const x = left + (i % 2) * (size + gap)
    const y = gap + Math.floor(i / 2) * (size + gap)
    const ink = inkOn(bg)
    // A mark keeps the brand's accent (its shapes may draw ink on it); text takes the accent only where it reads.
    const markAccent = colors.accent === bg ? colors.soft : colors.accent
    const accent = accentOn(colors.accent, bg)
    let inside = ''
    if (content === 'mark') inside = placeMark(brand, x + size * 0.25, y + size * 0.2, size * 0.5, ink, markAccent)
    else if (content === 'word')
      inside = type(
        display,
        brand.wordmark,
        x + size / 2,
        y + size / 2 + 20,
        fit(display, brand.wordmark, size - 60, 80),
        { fill: ink, anchor: 'middle' },
      )
    else if (content === 'pattern')
      inside = [0, 1, 2]
        .flatMap((row) =>
          [0, 1, 2].map((col) =>
            placeMark(
              brand,
              x + 40 + col * ((size - 80) / 3) + 10,
              y + 40 + row * ((size - 110) / 3),
              (size - 80) / 3 - 20,
              ink,
              markAccent,
            ),
          ),
        )
        .join('')
    else {
      // The campaign line, set as large as its longest line allows.
      const lineSize = Math.min(...brand.headline.map((line) => fit(display, line, size - 60, 64)))
      inside = brand.headline
        .map((line, n) =>
          type(display, line, x + 30, y + 40 + lineSize * (n + 1.1), lineSize, { fill: n === 0 ? ink : accent }),
        )
        .join('')
    }
    return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="20" fill="${bg}"/>${inside}${type(body, `@${brand.domain.split('.')[0]}`, x + 30, y + size - 30, 18, { fill: ink, opacity: 0.75 })}`
  }
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${colors.soft}"/>${tiles.map(tile).join('')}`)
}

export async function renderSvg(markup: string): Promise<Buffer> {
  return sharp(Buffer.from(markup)).jpeg({ quality: 84, mozjpeg: true }).toBuffer()
}

/** The identity, part one: the logo lockup on the brand's colour with its clear space drawn, as a guideline shows it. */
export function lockupSvg(brand: Brand, w = 1400, h = 900): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const mark = Math.round(h * 0.3)
  const wordSize = fit(display, brand.wordmark, w * 0.6, 110)
  const top = h * 0.2
  const guide = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colors.ink}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="10 8"/>`
  return svg(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="${colors.background}"/>`,
      guide(w / 2 - mark, top - 40, w / 2 + mark, top - 40),
      guide(w / 2 - mark, top + mark + 40, w / 2 + mark, top + mark + 40),
      guide(w / 2 - mark / 2 - 40, top - 80, w / 2 - mark / 2 - 40, top + mark + 80),
      guide(w / 2 + mark / 2 + 40, top - 80, w / 2 + mark / 2 + 40, top + mark + 80),
      placeMark(brand, (w - mark) / 2, top, mark, colors.ink, colors.accent),
      type(display, brand.wordmark, w / 2, top + mark + 80 + wordSize, wordSize, {
        fill: colors.ink,
        anchor: 'middle',
      }),
      type(body, 'PRIMARY LOCKUP · CLEAR SPACE', 50, h - 44, 20, { fill: colors.ink, opacity: 0.7 }),
    ].join(''),
  )
}

/** The identity, part two: business cards, front and back, on the brand's second colour. */
export function cardsSvg(brand: Brand, w = 1400, h = 900): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const cw = 560
  const ch = 340
  const card = (x: number, y: number, angle: number, face: string) =>
    `<g transform="rotate(${angle} ${x + cw / 2} ${y + ch / 2})"><rect x="${x + 10}" y="${y + 18}" width="${cw}" height="${ch}" rx="16" fill="#000" opacity="0.2"/>${face}</g>`
  const fx = w * 0.12
  const fy = h * 0.16
  const front = `<rect x="${fx}" y="${fy}" width="${cw}" height="${ch}" rx="16" fill="${colors.background}"/>${placeMark(brand, fx + cw / 2 - 70, fy + 70, 140, colors.ink, colors.accent)}${type(display, brand.wordmark, fx + cw / 2, fy + ch - 50, fit(display, brand.wordmark, cw - 80, 40), { fill: colors.ink, anchor: 'middle' })}`
  const bx = w * 0.46
  const by = h * 0.42
  const backInk = inkOn(colors.paper)
  const back = `<rect x="${bx}" y="${by}" width="${cw}" height="${ch}" rx="16" fill="${colors.paper}"/>${type(bold, 'Ada Berisha', bx + 40, by + 90, 34, { fill: backInk })}${type(body, 'Creative Director', bx + 40, by + 130, 22, { fill: backInk, opacity: 0.7 })}${type(body, `ada@${brand.domain}`, bx + 40, by + 240, 22, { fill: backInk })}${type(body, brand.domain, bx + 40, by + 280, 22, { fill: accentOn(colors.accent, colors.paper) })}${placeMark(brand, bx + cw - 110, by + 40, 70, backInk, colors.accent)}`
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${colors.soft}"/>${card(fx, fy, -6, front)}${card(bx, by, 4, back)}`,
  )
}

/** The launch, part one: a billboard by the street with the campaign line. */
export function billboardSvg(brand: Brand, w = 1400, h = 900): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bw = w * 0.74
  const bh = h * 0.46
  const x = (w - bw) / 2
  const y = h * 0.12
  const size = Math.min(...brand.headline.map((line) => fit(display, line, bw * 0.6, 96)))
  const highlight = accentOn(colors.accent, colors.background)
  return svg(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="#cfe0f2"/>`,
      `<circle cx="${w * 0.86}" cy="${h * 0.14}" r="60" fill="#ffd38a"/>`,
      `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#9a968e"/><rect y="${h * 0.76}" width="${w}" height="${h * 0.03}" fill="#bdb6a8"/>`,
      `<rect x="${w / 2 - 14}" y="${y + bh}" width="28" height="${h * 0.78 - y - bh}" fill="#3d3d3d"/>`,
      `<rect x="${x - 12}" y="${y - 12}" width="${bw + 24}" height="${bh + 24}" fill="#3d3d3d"/>`,
      `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="${colors.background}"/>`,
      type(display, brand.headline[0], x + 50, y + 60 + size, size, { fill: colors.ink }),
      type(display, brand.headline[1], x + 50, y + 70 + size * 2.1, size, { fill: highlight }),
      placeMark(brand, x + bw - 50 - bh * 0.5, y + bh * 0.25, bh * 0.5, colors.ink, colors.accent),
    ].join(''),
  )
}

/** The launch, part two: a tote bag and a cup with the mark, the things people carry home. */
export function merchSvg(brand: Brand, w = 1400, h = 900): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bagX = w * 0.14
  const bagY = h * 0.3
  const bagW = w * 0.36
  const bagH = h * 0.6
  const cupX = w * 0.6
  const cupY = h * 0.46
  // The cup in the first brand colour that stands out from the background.
  const cup = [colors.accent, colors.ink, colors.background].find((c) => contrast(c, colors.soft) >= 1.6) ?? '#0d0d0d'
  return svg(
    w,
    h,
    [
      // The brand's second colour: on the site's paper a paper background would lose the picture's edge.
      `<rect width="${w}" height="${h}" fill="${colors.soft}"/>`,
      `<path d="M${bagX + bagW * 0.28} ${bagY}v-${h * 0.12}a${bagW * 0.22} ${bagW * 0.22} 0 0 1 ${bagW * 0.44} 0v${h * 0.12}" fill="none" stroke="${colors.ink === colors.paper ? colors.background : colors.ink}" stroke-width="18"/>`,
      `<rect x="${bagX}" y="${bagY}" width="${bagW}" height="${bagH}" rx="10" fill="${colors.background}"/>`,
      placeMark(brand, bagX + bagW * 0.3, bagY + bagH * 0.18, bagW * 0.4, colors.ink, colors.accent),
      type(display, brand.wordmark, bagX + bagW / 2, bagY + bagH * 0.82, fit(display, brand.wordmark, bagW * 0.8, 54), {
        fill: colors.ink,
        anchor: 'middle',
      }),
      `<path d="M${cupX} ${cupY}h${w * 0.24}l-${w * 0.025} ${h * 0.4}h-${w * 0.19}Z" fill="${cup}"/>`,
      `<rect x="${cupX - 10}" y="${cupY - 40}" width="${w * 0.24 + 20}" height="48" rx="12" fill="${inkOn(cup) === '#0d0d0d' ? '#0d0d0d' : colors.paper}"/>`,
      placeMark(
        brand,
        cupX + w * 0.12 - 60,
        cupY + h * 0.12,
        120,
        inkOn(cup),
        colors.background === cup ? colors.accent : colors.background,
      ),
    ].join(''),
  )
}
