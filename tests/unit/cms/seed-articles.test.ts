import { describe, expect, it } from 'vitest'
import { matchPublicPath } from '~/i18n/routes'
import { type Block, fromText, type List, readingMinutes, wordCount } from '../../../cms/src/seed/blocks'
import type { Lang as SeedLang } from '../../../cms/src/seed/content'
import { posts } from '../../../cms/src/seed/posts'

/*
 * The journal's seed articles are what an evaluator reads first and what editors learn the blocks editor from: each
 * must read as an article (not a test page of every block), in both languages, with links that lead somewhere real.
 */

const LANGS: SeedLang[] = ['en', 'nb-NO']
const siteLang = (lang: SeedLang) => (lang === 'en' ? 'en' : 'no')
const FIGURE: Block = {
  type: 'image',
  image: {
    url: '/uploads/figure.jpg',
    width: 1200,
    height: 800,
    alternativeText: 'figure',
    name: 'figure.jpg',
    hash: 'figure',
    ext: '.jpg',
    mime: 'image/jpeg',
    size: 1,
    provider: 'local',
    createdAt: '',
    updatedAt: '',
  },
  children: [{ type: 'text', text: '' }],
}

type Node = {
  type: string
  text?: string
  url?: string
  strikethrough?: true
  underline?: true
  children?: readonly Node[]
}
const nodes = (blocks: readonly Node[]): Node[] => blocks.flatMap((node) => [node, ...nodes(node.children ?? [])])
const texts = (blocks: Block[]) => nodes(blocks).filter((node) => node.type === 'text')

const cases = posts.flatMap((post) => LANGS.map((lang) => ({ post, lang, blocks: fromText(post.body[lang], FIGURE) })))

describe.each(cases)('the seed article $post.slug.en ($lang)', ({ post, lang, blocks }) => {
  it('is an article: 700 to 1,200 words, sections, one pull quote and one figure', () => {
    expect(wordCount(blocks)).toBeGreaterThanOrEqual(700)
    expect(wordCount(blocks)).toBeLessThanOrEqual(1200)
    expect(blocks.filter((block) => block.type === 'heading' && block.level === 1).length).toBeGreaterThanOrEqual(3)
    expect(blocks.filter((block) => block.type === 'quote')).toHaveLength(1)
    expect(blocks.filter((block) => block === FIGURE)).toHaveLength(1)
    expect(blocks[0]?.type).toBe('paragraph')
  })

  it('uses no block or mark for show: no code block, strikethrough, underline or heading below level 2', () => {
    expect(blocks.filter((block) => block.type === 'code')).toEqual([])
    expect(texts(blocks).filter((node) => node.strikethrough || node.underline)).toEqual([])
    expect(blocks.filter((block) => block.type === 'heading' && block.level > 2)).toEqual([])
  })

  it('leaves none of its source marks in the text', () => {
    for (const node of texts(blocks)) expect(node.text).not.toMatch(/\*|`|\]\(|\[figure\]/)
    for (const block of blocks) {
      const [first] = block.type === 'paragraph' ? block.children : []
      expect(first?.type === 'text' ? first.text : '').not.toMatch(/^(#|> |- |\d+\. )/)
    }
  })

  it('links to pages of the site in its own language, and elsewhere over https only', () => {
    const links = nodes(blocks).filter((node) => node.type === 'link')
    expect(links.length).toBeGreaterThan(0)
    for (const { url = '' } of links) {
      if (!url.startsWith('/')) {
        expect(url).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}(\/\S*)?$/)
        continue
      }
      const page = matchPublicPath(url)
      expect(page, url).not.toBeNull()
      expect(page?.lang, url).toBe(siteLang(lang))
      if (page?.slug) expect(posts.map((other) => other.slug[lang])).toContain(page.slug)
    }
  })

  it('takes the minutes its header says to read, at a reader’s pace of about 230 words a minute', () => {
    const minutes = readingMinutes(blocks)
    expect(Math.abs(minutes - wordCount(blocks) / 230)).toBeLessThanOrEqual(0.75)
    expect(minutes).toBeGreaterThanOrEqual(3)
  })

  it('has the same outline in both languages', () => {
    const outline = (of: Block[]) =>
      of.map((block) =>
        block.type === 'heading'
          ? `h${block.level}`
          : block.type === 'list'
            ? `${block.format}:${block.children.map((child) => child.type).join(',')}`
            : block.type,
      )
    expect(outline(blocks)).toEqual(outline(fromText(post.body.en, FIGURE)))
  })
})

describe('fromText, the seed’s prose marks', () => {
  it('reads headings, quotes, lists nested as the editor nests them, and inline marks', () => {
    const [heading, paragraph, list, quote] = fromText(
      '## A *fine* title\n\nSome **bold**, `code` and [a link](/contact).\n\n1. One\n  - under one\n  - and again\n2. Two\n\n> Said well.',
    )
    expect(heading).toEqual({
      type: 'heading',
      level: 2,
      children: [
        { type: 'text', text: 'A ' },
        { type: 'text', text: 'fine', italic: true },
        { type: 'text', text: ' title' },
      ],
    })
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Some ' },
        { type: 'text', text: 'bold', bold: true },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'code', code: true },
        { type: 'text', text: ' and ' },
        { type: 'link', url: '/contact', children: [{ type: 'text', text: 'a link' }] },
        { type: 'text', text: '.' },
      ],
    })
    const item = (text: string) => ({ type: 'list-item' as const, children: [{ type: 'text' as const, text }] })
    expect(list).toEqual({
      type: 'list',
      format: 'ordered',
      children: [
        item('One'),
        { type: 'list', format: 'unordered', indentLevel: 1, children: [item('under one'), item('and again')] },
        item('Two'),
      ],
    } satisfies List)
    expect(quote).toEqual({ type: 'quote', children: [{ type: 'text', text: 'Said well.' }] })
  })
})
