/**
 * A page's share card (decision 042): the 1200 × 630 picture link previews show, with the page's own title in the
 * brand's type and colours (the palette and mark of /og-default.jpg, scripts/media/make-images.mjs). Drawn as SVG whose
 * text is the typeface's outlines, so the rasteriser needs no installed font and never shows fallback boxes; pure, so
 * the layout rules are unit-tested. app/seo/share-card-render.server.ts turns it into a PNG.
 */

import { svgPathData } from '@origin/shared/svg-path'
import type { Font, PathCommand } from 'opentype.js'
import { site } from '~/config/site'
import { translator } from '~/i18n'
import { LANGS, type Lang } from '~/i18n/lang'
import { hasSlug, type Screen, screens } from '~/i18n/routes'

export const SHARE_CARD = { width: 1200, height: 630 } as const

/** What the card reads of a parsed font. */
export type CardFont = Pick<Font, 'getAdvanceWidth' | 'getPath'>

/**
 * A face whose subset lacks some letters, completed by another subset of the same face: the Latin file has æ, ø, å,
 * ë and ç, the Latin Extended one č, ć, š, ž, đ and ł (names from Kosovo's and its neighbours' languages). Each run of
 * letters is set in the file that has them.
 */
export function withFallback(primary: Font, fallback: Font): CardFont {
  const runs = (text: string) => {
    const out: { font: Font; text: string }[] = []
    for (const char of text) {
      const font = primary.charToGlyphIndex(char) === 0 && fallback.charToGlyphIndex(char) !== 0 ? fallback : primary
      const last = out.at(-1)
      if (last && last.font === font) last.text += char
      else out.push({ font, text: char })
    }
    return out
  }
  return {
    getAdvanceWidth: (text, size) =>
      runs(text).reduce((width, run) => width + run.font.getAdvanceWidth(run.text, size), 0),
    getPath: (text, x, y, size) => {
      let cursor = x
      const commands: PathCommand[] = []
      for (const run of runs(text)) {
        commands.push(...run.font.getPath(run.text, cursor, y, size).commands)
        cursor += run.font.getAdvanceWidth(run.text, size)
      }
      return { commands }
    },
  }
}

export type CardText = {
  /** The page's title: the document's, or the screen's name. */
  title: string
  /** What kind of page it is ("Project", "Journal"), set small above the title. */
  kind: string
  /** The site's host, the card's signature ("origin.agency"). */
  host: string
}

const INK = '#0d0d0d'
const PAPER = '#f4f1ea'
const BLUE = '#2433d6'
const PERI = '#9ea8ff'
const CORAL = '#ff6b4a'

const MARGIN = 88
/** The title's column: clear of the circles on the right. */
const TITLE_WIDTH = 800
const MAX_LINES = 3
const LARGEST = 92
const SMALLEST = 52
const LINE_HEIGHT = 1.08
/** The most the title's lines may rise above its last baseline, counted from the top of the first line. */
const TITLE_BLOCK = 250

/** Letter-spaced text (small capitals' tracking) as one path; `spacing` is in ems. */
function spaced(font: CardFont, text: string, x: number, y: number, size: number, spacing: number): string {
  let cursor = x
  const parts: string[] = []
  for (const char of text) {
    parts.push(svgPathData(font.getPath(char, cursor, y, size).commands))
    cursor += font.getAdvanceWidth(char, size) + spacing * size
  }
  return parts.join('')
}

/** A word wider than the column on its own is cut into pieces that fit. */
function pieces(font: CardFont, word: string, size: number): string[] {
  if (font.getAdvanceWidth(word, size) <= TITLE_WIDTH) return [word]
  const out: string[] = []
  let current = ''
  for (const char of word) {
    if (current && font.getAdvanceWidth(current + char, size) > TITLE_WIDTH) {
      out.push(current)
      current = char
    } else current += char
  }
  return current ? [...out, current] : out
}

/** The title broken into lines of the column's width at `size` (as many as it takes). */
function wrap(font: CardFont, title: string, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.split(/\s+/).filter(Boolean)) {
    for (const piece of pieces(font, word, size)) {
      const next = line ? `${line} ${piece}` : piece
      if (line && font.getAdvanceWidth(next, size) > TITLE_WIDTH) {
        lines.push(line)
        line = piece
      } else line = next
    }
  }
  return line ? [...lines, line] : lines
}

/**
 * The title's lines and size: the largest size (in steps of 4 px) at which it fits three lines and its block; a title too long even
 * at the smallest size keeps its first three lines, the last ending in an ellipsis.
 */
export function titleLayout(font: CardFont, title: string): { size: number; lines: string[] } {
  for (let size = LARGEST; size >= SMALLEST; size -= 4) {
    const lines = wrap(font, title, size)
    // Three lines at the largest size would climb into the kind's line and the wordmark: they are set smaller.
    if (lines.length <= MAX_LINES && size * (1 + (lines.length - 1) * LINE_HEIGHT) <= TITLE_BLOCK)
      return { size, lines }
  }
  const lines = wrap(font, title, SMALLEST).slice(0, MAX_LINES)
  let last = lines[MAX_LINES - 1] ?? ''
  while (last && font.getAdvanceWidth(`${last}…`, SMALLEST) > TITLE_WIDTH) last = last.slice(0, -1).trimEnd()
  lines[MAX_LINES - 1] = `${last}…`
  return { size: SMALLEST, lines }
}

/** The card as SVG: the mark and wordmark, the kind, the title, the host, and the palette's circles. */
export function shareCardSvg(text: CardText, fonts: { bold: CardFont; medium: CardFont }): string {
  const { width, height } = SHARE_CARD
  const { size, lines } = titleLayout(fonts.bold, text.title)
  const lineHeight = size * LINE_HEIGHT
  // The title block sits on a baseline 150 px above the foot, growing upwards.
  const lastBaseline = height - 170
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight
  const title = lines
    .map((line, index) =>
      svgPathData(fonts.bold.getPath(line, MARGIN, firstBaseline + index * lineHeight, size).commands),
    )
    .join('')
  const kindBaseline = firstBaseline - size - 28
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${INK}"/>
<circle cx="1130" cy="590" r="210" fill="${BLUE}"/>
<circle cx="1130" cy="590" r="120" fill="none" stroke="${PERI}" stroke-width="34"/>
<circle cx="1130" cy="590" r="36" fill="${CORAL}"/>
<g transform="translate(${MARGIN} 72)"><circle cx="24" cy="24" r="19" fill="none" stroke="${PAPER}" stroke-width="6"/><circle cx="24" cy="24" r="5.5" fill="${PAPER}"/>
<path d="${svgPathData(fonts.bold.getPath(site.name.toLowerCase(), 62, 40, 46).commands)}" fill="${PAPER}"/></g>
<path d="${spaced(fonts.medium, text.kind.toUpperCase(), MARGIN, kindBaseline, 24, 0.14)}" fill="${PERI}"/>
<path d="${title}" fill="${PAPER}"/>
<path d="${spaced(fonts.medium, text.host, MARGIN, height - 72, 24, 0.04)}" fill="${PAPER}" opacity="0.72"/>
</svg>`
}

/** The card's address: its language, screen and, for a document, slug (`/og/en/project/kode-labs.png`). */
export function shareCardPath(screen: Screen, lang: Lang, slug?: string): string {
  return `/og/${lang}/${screen}${slug ? `/${encodeURIComponent(slug)}` : ''}.png`
}

export type CardAddress = { screen: Screen; lang: Lang; slug?: string }

/** The card a request path asks for (the inverse of `shareCardPath`), or null when it names none. */
export function parseShareCardPath(pathname: string): CardAddress | null {
  if (!pathname.startsWith('/og/') || !pathname.endsWith('.png') || pathname.length > 300) return null
  const [lang, screen, slug, ...rest] = pathname.slice('/og/'.length, -'.png'.length).split('/')
  if (rest.length > 0 || !isLang(lang) || !isScreen(screen)) return null
  if (!hasSlug(screen)) return slug === undefined ? { screen, lang } : null
  if (!slug) return null
  try {
    return { screen, lang, slug: decodeURIComponent(slug) }
  } catch {
    return null
  }
}

const isLang = (value: string | undefined): value is Lang => LANGS.some((lang) => lang === value)
const isScreen = (value: string | undefined): value is Screen => screens.some((screen) => screen === value)

/**
 * What a page's card says: a document's title under its kind ("Project"), or a page's name under the agency's
 * tagline. The editors' own share image, when set, is used instead of the card (`screenHead`).
 */
export function cardText(screen: Screen, lang: Lang, host: string, documentTitle?: string): CardText {
  const copy = translator(lang)
  const name: (args: { name: string }) => string = copy.screens[screen].title
  const screenTitle = name({ name: site.name })
  if (documentTitle) return { title: documentTitle, kind: screenTitle, host }
  return { title: screenTitle, kind: copy.site.tagline(), host }
}

/**
 * A short fingerprint of what the card shows, put in its URL: link previews keep a picture by its URL for weeks, so
 * a renamed project must give its card a new one.
 */
export function cardVersion(text: CardText): string {
  let hash = 0x811c9dc5
  for (const char of `${text.kind}\n${text.title}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
