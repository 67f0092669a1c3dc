import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parse } from 'opentype.js'
import { describe, expect, it } from 'vitest'
import {
  cardText,
  cardVersion,
  parseShareCardPath,
  SHARE_CARD,
  shareCardPath,
  shareCardSvg,
  titleLayout,
  withFallback,
} from './share-card'
import { shareCardPng } from './share-card-render.server'

const require = createRequire(import.meta.url)
const file = (subset: string, weight: number) => {
  const bytes = readFileSync(
    require.resolve(`@fontsource/space-grotesk/files/space-grotesk-${subset}-${weight}-normal.woff`),
  )
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}
const face = (weight: number) => withFallback(file('latin', weight), file('latin-ext', weight))
const fonts = { bold: face(700), medium: face(500) }

describe('the share card', () => {
  // Its own bound: laying out and drawing dozens of titles takes a second alone, five or more beside the CMS's build.
  it('sets a short title large on one line, a long one smaller on up to three, and cuts what still does not fit', {
    timeout: 30_000,
  }, () => {
    expect(titleLayout(fonts.bold, 'Kode Labs')).toEqual({ size: 92, lines: ['Kode Labs'] })
    const long = titleLayout(fonts.bold, 'Freelancer vs agency: who should build your brand, and what should it cost?')
    expect(long.lines.length).toBeLessThanOrEqual(3)
    expect(long.size).toBeLessThan(92)
    // Three lines are set small enough to stay below the kind's line.
    const home = titleLayout(fonts.bold, 'Origin – creative and digital agency')
    if (home.lines.length === 3) expect(home.size * (1 + 2 * 1.08)).toBeLessThanOrEqual(250)
    const endless = titleLayout(fonts.bold, 'word '.repeat(80))
    expect(endless.lines).toHaveLength(3)
    expect(endless.lines[2]).toMatch(/…$/)
    // One word wider than the column is cut into pieces rather than running off the card.
    const word = titleLayout(fonts.bold, 'Donaudampfschifffahrtsgesellschaftskapitänskajüte')
    for (const line of word.lines) expect(fonts.bold.getAdvanceWidth(line, word.size)).toBeLessThanOrEqual(800)
  })

  it('sets the letters the Latin file lacks (č, đ, ł) from the Latin Extended one', () => {
    const latin = file('latin', 700)
    expect(latin.charToGlyphIndex('č')).toBe(0)
    for (const letter of ['č', 'đ', 'ł']) {
      expect(fonts.bold.getAdvanceWidth(letter, 100)).toBeGreaterThan(20)
      expect(fonts.bold.getPath(letter, 0, 100, 100).commands.length).toBeGreaterThan(4)
    }
    // A word of both files is as wide as its runs.
    expect(fonts.bold.getAdvanceWidth('Đakovë', 100)).toBeCloseTo(
      file('latin-ext', 700).getAdvanceWidth('Đ', 100) + latin.getAdvanceWidth('akovë', 100),
    )
  })

  it('draws every letter as outlines, with no unreadable coordinate', () => {
    const svg = shareCardSvg(cardText('project', 'no', 'origin.test', 'Fjord Coffee – Ærlig kaffe'), fonts)
    expect(svg).toContain('width="1200" height="630"')
    expect(svg).not.toMatch(/NaN|<text/)
  })

  it("says the page's name in its language, or a document's title under its kind", () => {
    expect(cardText('about', 'no', 'h')).toEqual({
      title: 'Om oss',
      kind: 'VI SKAPER DIN OPPRINNELSESHISTORIE',
      host: 'h',
    })
    expect(cardText('project', 'en', 'h', 'Kode Labs')).toEqual({ title: 'Kode Labs', kind: 'Project', host: 'h' })
    expect(cardVersion(cardText('project', 'en', 'h', 'Kode Labs'))).not.toBe(
      cardVersion(cardText('project', 'en', 'h', 'Kode Labs 2')),
    )
  })

  it('has an address per page that reads back to the same page, and no address for anything else', () => {
    expect(shareCardPath('project', 'no', 'fjord kaffe')).toBe('/og/no/project/fjord%20kaffe.png')
    expect(parseShareCardPath('/og/no/project/fjord%20kaffe.png')).toEqual({
      screen: 'project',
      lang: 'no',
      slug: 'fjord kaffe',
    })
    expect(parseShareCardPath('/og/en/about.png')).toEqual({ screen: 'about', lang: 'en' })
    for (const path of [
      '/og/de/about.png',
      '/og/en/nothing.png',
      '/og/en/about/x.png',
      '/og/en/project.png',
      '/og/en/project/a/b.png',
      '/og/en/project/%E0%A4%A.png',
      '/og/en/about.jpg',
      '/og/en/constructor.png',
    ])
      expect(parseShareCardPath(path), path).toBeNull()
  })

  it('renders as a 1200 × 630 PNG', { timeout: 30_000 }, async () => {
    const png = await shareCardPng(cardText('home', 'en', 'origin.test'))
    const header = new DataView(png.buffer, png.byteOffset)
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG')
    expect([header.getUint32(16), header.getUint32(20)]).toEqual([SHARE_CARD.width, SHARE_CARD.height])
  })
})
