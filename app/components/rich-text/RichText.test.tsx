// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Json } from '~/content/shapes'
import { safeHref } from './blocks'
import { everyBlock } from './blocks.fixture'
import { RichText } from './RichText'

afterEach(cleanup)

const t = (text: string, mods: Record<string, boolean> = {}) => ({ type: 'text', text, ...mods })

/** What the fixture has of each kind, so that a block or mark added to the renderer is added to the fixture too. */
const BLOCK_TYPES = ['heading', 'paragraph', 'quote', 'code', 'list', 'image'] as const
const MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const

type Node = { type?: Json; children?: Json; [key: string]: Json | undefined }
const isNode = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const nodesOf = (nodes: Json[]): Node[] =>
  nodes.filter(isNode).flatMap((node) => [node, ...nodesOf(Array.isArray(node.children) ? node.children : [])])

describe('the fixture', () => {
  const nodes = nodesOf(everyBlock)
  it('has every block, heading level, mark, link kind and a nested list of each format', () => {
    for (const type of BLOCK_TYPES) expect(everyBlock.map((block) => block.type)).toContain(type)
    expect(everyBlock.filter((block) => block.type === 'heading').map((block) => block.level)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6]),
    )
    for (const mark of MARKS) expect(nodes.some((node) => node.type === 'text' && node[mark] === true)).toBe(true)
    const urls = nodes.flatMap((node) => (node.type === 'link' && typeof node.url === 'string' ? [node.url] : []))
    for (const kind of [/^\//, /^https:/, /^mailto:/, /^tel:/]) expect(urls.some((url) => kind.test(url))).toBe(true)
    for (const format of ['ordered', 'unordered']) {
      const list = everyBlock.find((block) => block.type === 'list' && block.format === format)
      expect(nodesOf(list ? [list] : []).filter((node) => node.type === 'list')).toHaveLength(2)
    }
  })
})

describe('RichText', () => {
  it('renders every block and modifier of the editor (the fixture)', () => {
    const { container } = render(<RichText content={everyBlock} />)
    const text = (selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent)
    // Body headings sit one level under the page's h1: editor levels 1 to 4 are h2 to h5, 5 and 6 both h6.
    expect(container.querySelector('h1')).toBeNull()
    expect(text('h2')).toEqual(['Heading 1'])
    expect(text('h3')).toEqual(['Heading 2', 'A heading with italic in it'])
    expect(text('h4')).toEqual(['Heading 3'])
    expect(text('h5')).toEqual(['Heading 4'])
    expect(text('h6')).toEqual(['Heading 5', 'Heading 6'])
    expect(container.querySelector('h3 em')?.textContent).toBe('italic')
    expect(text('p strong')).toEqual(['bold', 'all at once', 'in bold'])
    expect(text('p > em')).toEqual(['italic'])
    expect(text('p u')).toEqual(['underlined', 'all at once'])
    expect(text('p del')).toEqual(['struck', 'all at once'])
    expect(text('p code')).toEqual(['inline code', 'all at once'])
    // Every mark at once: one inside the other, none lost.
    const wrapping = [...container.querySelectorAll('p *')].filter((element) => element.textContent === 'all at once')
    expect(wrapping.map((element) => element.localName).sort()).toEqual(['code', 'del', 'em', 'strong', 'u'])
    expect(container.querySelector('a[href="https://example.org/bold"] strong')?.textContent).toBe('in bold')
    expect(container.querySelector('blockquote')?.textContent).toBe('A quote, with emphasis and a link.')
    expect(container.querySelector('blockquote em')?.textContent).toBe('emphasis')
    expect(container.querySelector('blockquote a')?.getAttribute('href')).toBe('/contact')
    expect(container.querySelector('pre code')?.textContent).toBe('const greeting = "hello"\nconsole.log(greeting)')
    // Lists, each with a list nested inside an item (valid HTML: never a list straight inside a list).
    expect(text('[data-rich-text] > ol > li')).toEqual([
      'First stepA step inside the first',
      'Second step, in part bold',
    ])
    expect(text('ol > li > ol > li')).toEqual(['A step inside the first'])
    expect(text('ol > li strong')).toEqual(['in part bold'])
    expect(text('[data-rich-text] > ul > li > ul > li')).toEqual(['A point under it', 'And another'])
    expect(container.querySelector('ul > li > a')?.getAttribute('href')).toBe('/about')
    expect(container.querySelectorAll('ol > ol, ol > ul, ul > ol, ul > ul')).toHaveLength(0)
    expect(container.querySelectorAll('li > p')).toHaveLength(0)
    const img = container.querySelector('figure img')
    expect(img?.getAttribute('alt')).toBe('A fixture picture')
    expect(img?.getAttribute('width')).toBe('1200')
    expect(img?.getAttribute('height')).toBe('800')
    expect(container.querySelector('figure figcaption')?.textContent).toBe('The caption under the picture')
    // The one empty paragraph is a line break.
    expect(container.querySelectorAll('br')).toHaveLength(1)
    expect(container.querySelector('p:last-child')?.textContent).toBe('The last paragraph.')
  })

  it("offers an image's responsive and AVIF formats, sized to the text column", () => {
    const formats = {
      small: { url: 'https://cms.example/uploads/small_a.jpg', width: 500, height: 375, mime: 'image/jpeg' },
      small_avif: { url: 'https://cms.example/uploads/small_avif_a.avif', width: 500, height: 375, mime: 'image/avif' },
      full_avif: { url: 'https://cms.example/uploads/full_avif_a.avif', width: 800, height: 600, mime: 'image/avif' },
    }
    const url = 'https://cms.example/uploads/a.jpg'
    const { container } = render(
      <RichText
        content={[
          {
            type: 'image',
            image: { url, width: 800, height: 600, alternativeText: 'A photo', mime: 'image/jpeg', formats },
            children: [t('')],
          },
        ]}
      />,
    )
    const source = container.querySelector('figure picture source')
    expect(source?.getAttribute('type')).toBe('image/avif')
    expect(source?.getAttribute('srcset')).toBe(
      'https://cms.example/uploads/small_avif_a.avif 500w, https://cms.example/uploads/full_avif_a.avif 800w',
    )
    const img = container.querySelector('figure picture img')
    expect(img?.getAttribute('srcset')).toBe(
      'https://cms.example/uploads/small_a.jpg 500w, https://cms.example/uploads/a.jpg 800w',
    )
    expect(img?.getAttribute('sizes')).toBe('(max-width: 44rem) 100vw, 44rem')
    expect(img?.getAttribute('loading')).toBe('lazy')
  })

  it('renders safe links only, external ones with noopener', () => {
    const links = [
      { type: 'link', url: 'https://example.org/a', children: [t('external')] },
      { type: 'link', url: '/projects', children: [t('internal')] },
      { type: 'link', url: 'javascript:alert(1)', children: [t('evil')] },
      { type: 'link', url: 'mailto:hi@example.org', children: [t('mail')] },
    ]
    const { container, getByText } = render(<RichText content={[{ type: 'paragraph', children: links }]} />)
    const external = getByText('external').closest('a')
    expect(external?.getAttribute('href')).toBe('https://example.org/a')
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(getByText('internal').closest('a')?.getAttribute('rel')).toBeNull()
    expect(getByText('evil').closest('a')).toBeNull()
    expect(getByText('mail').closest('a')?.getAttribute('href')).toBe('mailto:hi@example.org')
    expect(container.innerHTML).not.toContain('javascript:')
  })

  it('skips unknown blocks and modifiers with a warning and never renders raw HTML', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(
      <RichText
        content={[
          { type: 'html', value: '<script>alert(1)</script>' },
          { type: 'paragraph', children: [t('<img src=x onerror=alert(1)>', { sparkle: true })] },
        ]}
      />,
    )
    expect(container.querySelector('script, img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown block "html"'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown modifier "sparkle"'))
    warn.mockRestore()
  })
})

describe('safeHref', () => {
  it('allows http, https, mailto, tel and site paths only', () => {
    expect(safeHref('tel:+4712345678')).toEqual({ href: 'tel:+4712345678', external: false })
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull()
  })
})
