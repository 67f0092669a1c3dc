/**
 * The kit the seed's pictures are drawn with (brand-art.ts, editorial-art.ts, media.ts): typefaces read from
 * @fontsource files and set as outlines (opentype.js), so an SVG needs no installed font and never shows fallback
 * boxes; colour contrast; soft shadows; and a record of where every word and mark landed, so a test can prove that
 * nothing is cut off by the picture's edge, by a crop the site makes, or by the screen, poster or card it sits on
 * (tests/unit/cms/brand-art.test.ts).
 */
import { readFileSync } from 'node:fs'
import { svgPathData } from '@origin/shared/svg-path'
import opentype from 'opentype.js'

export type Font = ReturnType<typeof opentype.parse>

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

export const BODY = 'dm-sans/files/dm-sans-latin-400-normal.woff'
export const BODY_MEDIUM = 'dm-sans/files/dm-sans-latin-500-normal.woff'
export const BODY_BOLD = 'dm-sans/files/dm-sans-latin-700-normal.woff'

export type Box = { x: number; y: number; w: number; h: number }

/** What was drawn where, in the picture's own coordinates, and the frame (screen, poster, card) it had to stay in. */
export type Placed = { what: string; box: Box; frame: Box | null; frameName: string | null }

type Matrix = readonly [number, number, number, number, number, number]
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

let log: { placed: Placed[]; missing: string[] } | null = null
let current: Matrix = IDENTITY
const frames: { box: Box; name: string }[] = []

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
]

/** A box through the current transform: the box around its four corners. */
function absolute(box: Box): Box {
  const [a, b, c, d, e, f] = current
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ].map(([x = 0, y = 0]) => [a * x + c * y + e, b * x + d * y + f] as const)
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y }
}

/** Notes a word or mark at `box` (local coordinates) for the layout test; nothing happens outside a recording. */
export function record(what: string, box: Box): void {
  if (!log) return
  const frame = frames.at(-1)
  log.placed.push({ what, box: absolute(box), frame: frame?.box ?? null, frameName: frame?.name ?? null })
}

/** Draws `build` and returns what it drew with the place of every word and mark in it. */
export function recording<T>(build: () => T): { result: T; placed: Placed[]; missing: string[] } {
  const outer = log
  log = { placed: [], missing: [] }
  try {
    const result = build()
    return { result, ...log }
  } finally {
    log = outer
  }
}

/** `build`'s words and marks must stay inside `box` (a phone's screen, a poster, a card): the test checks it. */
export function frame(name: string, box: Box, build: () => string): string {
  frames.push({ box: absolute(box), name })
  try {
    return build()
  } finally {
    frames.pop()
  }
}

type Transform = { x?: number; y?: number; scale?: number; rotate?: number }

/** `build` drawn moved, turned (degrees, about its own origin) and scaled; records follow it. */
export function placed(transform: Transform, build: () => string): string {
  const { x = 0, y = 0, scale = 1, rotate = 0 } = transform
  const r = (rotate * Math.PI) / 180
  const outer = current
  current = multiply(outer, [Math.cos(r) * scale, Math.sin(r) * scale, -Math.sin(r) * scale, Math.cos(r) * scale, x, y])
  try {
    const parts = [
      x || y ? `translate(${x} ${y})` : '',
      rotate ? `rotate(${rotate})` : '',
      scale !== 1 ? `scale(${scale})` : '',
    ]
    return `<g transform="${parts.filter(Boolean).join(' ')}">${build()}</g>`
  } finally {
    current = outer
  }
}

export type TextOptions = {
  fill: string
  anchor?: 'start' | 'middle' | 'end'
  /** Letter spacing, in ems. */
  spacing?: number
  opacity?: number
}

export function advance(face: Font, text: string, size: number, spacing = 0): number {
  let width = 0
  for (const char of text) width += face.getAdvanceWidth(char, size) + spacing * size
  return width - spacing * size
}

/** `text` as one path of outlines, its baseline at `y`. */
export function type(face: Font, text: string, x: number, y: number, size: number, options: TextOptions): string {
  const width = advance(face, text, size, options.spacing)
  let cursor = options.anchor === 'middle' ? x - width / 2 : options.anchor === 'end' ? x - width : x
  const parts: string[] = []
  let [x1, y1, x2, y2] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -Infinity, -Infinity]
  for (const char of text) {
    if (log && char.trim() && face.charToGlyphIndex(char) === 0) log.missing.push(`${char} in "${text}"`)
    const { commands } = face.getPath(char, cursor, y, size)
    for (const c of commands) {
      for (const [px, py] of [
        [c.x, c.y],
        [c.x1, c.y1],
        [c.x2, c.y2],
      ]) {
        if (px === undefined || py === undefined) continue
        x1 = Math.min(x1, px)
        y1 = Math.min(y1, py)
        x2 = Math.max(x2, px)
        y2 = Math.max(y2, py)
      }
    }
    parts.push(svgPathData(commands))
    cursor += face.getAdvanceWidth(char, size) + (options.spacing ?? 0) * size
  }
  if (x2 > x1) record(text, { x: x1, y: y1, w: x2 - x1, h: y2 - y1 })
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`
  return `<path d="${parts.join('')}" fill="${options.fill}"${opacity}/>`
}

/** The largest size at which `text` fits `width` (at most `max`). */
export function fit(face: Font, text: string, width: number, max: number, spacing = 0): number {
  return Math.min(max, (width / advance(face, text, 100, spacing)) * 100)
}

/** `text` broken into lines no wider than `width` at `size`. */
export function wrap(face: Font, text: string, width: number, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && advance(face, candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

/** Lines set one under the other, the first baseline at `y`. */
export function lines(
  face: Font,
  texts: readonly string[],
  x: number,
  y: number,
  size: number,
  leading: number,
  options: TextOptions,
): string {
  return texts.map((text, i) => type(face, text, x, y + i * size * leading, size, options)).join('')
}

function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** WCAG's contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** Ink that reads on `background`: the site's near-black or its paper, whichever contrasts more. */
export function inkOn(background: string): string {
  return contrast('#0d0d0d', background) >= contrast('#f4f1ea', background) ? '#0d0d0d' : '#f4f1ea'
}

/** `accent` where it stands out from `background` (large type, shapes), else the ink that reads there. */
export function accentOn(accent: string, background: string, min = 2.4): string {
  return contrast(accent, background) >= min ? accent : inkOn(background)
}

/** A colour mixed with another, `amount` (0–1) of the second: shades and tints of a palette. */
export function mix(color: string, other: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(color, i) * (1 - amount) + channel(other, i) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Blurs for soft shadows (the `shadow` helper picks one by its softness). */
const BLURS = [6, 14, 28] as const

let clips = 0
let blurs = 0

/**
 * `element` blurred by `deviation`, the blur worked out only over `region` (where the shape is) and three deviations
 * around it: a filter over the whole picture cost twice the drawing's time. `element` gets the attribute to carry.
 */
export function blurred(region: Box, deviation: number, element: (filter: string) => string): string {
  blurs += 1
  const id = `blur${blurs}`
  const m = deviation * 3
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${region.x - m}" y="${region.y - m}" width="${region.w + m * 2}" height="${region.h + m * 2}"><feGaussianBlur stdDeviation="${deviation}"/></filter>${element(`filter="url(#${id})"`)}`
}

/** `build` seen only inside `box` (rounded by `radius`): a screen's content, a photo in its frame. */
export function clip(box: Box, radius: number, build: () => string): string {
  clips += 1
  const id = `clip${clips}`
  return `<clipPath id="${id}">${rect(box, '#000', radius)}</clipPath><g clip-path="url(#${id})">${build()}</g>`
}

/** A whole picture: its size, the shared blurs, and what it draws. */
export function svg(w: number, h: number, body: string): string {
  // The next picture numbers its clips and blurs from 1 again: the same picture always gives the same bytes.
  clips = 0
  blurs = 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/**
 * A soft shadow under a rounded box, as a photograph of an object on a surface would show it: rounded layers, each a
 * little wider and fainter, which look like a blur at a tenth of a real blur's cost when the picture is drawn.
 */
export function shadow(box: Box, radius: number, options: { soft?: 0 | 1 | 2; dy?: number; opacity?: number } = {}) {
  const { soft = 1, dy = 14, opacity = 0.22 } = options
  const spread = BLURS[soft] * 1.6
  const layers = 6
  return Array.from({ length: layers }, (_, i) => {
    const grow = spread * ((i + 1) / layers - 0.5)
    const layer = { x: box.x - grow, y: box.y + dy - grow, w: box.w + grow * 2, h: box.h + grow * 2 }
    return rect(layer, '#000', Math.max(0, radius + grow), `opacity="${(opacity / layers) * 1.6}"`)
  }).join('')
}

export const rect = (box: Box, fill: string, radius = 0, extra = '') =>
  `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`

/** A box shrunk by `by` on every side (or by x and y apart). */
export const inset = (box: Box, by: number, byY = by): Box => ({
  x: box.x + by,
  y: box.y + byY,
  w: box.w - by * 2,
  h: box.h - byY * 2,
})
