// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Blocks } from '~/content/shapes'
import { safeHref } from './blocks'
import { RichText } from './RichText'

afterEach(cleanup)

const t = (text: string, mods: Record<string, boolean> = {}) => ({ type: 'text', text, ...mods })

const everything: Blocks = [
  { type: 'heading', level: 1, children: [t('H1')] },
  { type: 'heading', level: 6, children: [t('H6')] },
  {
    type: 'paragraph',
    children: [
      t('bold', { bold: true }),
      t('italic', { italic: true }),
      t('under', { underline: true }),
      t('strike', { strikethrough: true }),
      t('mono', { code: true }),
      { type: 'link', url: 'https://example.org/a', children: [t('external')] },
      { type: 'link', url: '/projects', children: [t('internal')] },
      { type: 'link', url: 'javascript:alert(1)', children: [t('evil')] },
      { type: 'link', url: 'mailto:hi@example.org', children: [t('mail')] },
    ],
  },
  { type: 'paragraph', children: [t('')] },
  { type: 'quote', children: [t('A quote')] },
  { type: 'code', children: [t('const a = 1')] },
  { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [t('one')] }] },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [t('dot')] }] },
  {
    type: 'image',
    image: { url: 'https://cms.example/uploads/a.jpg', width: 800, height: 600, alternativeText: 'A photo' },
    children: [t('')],
  },
]

describe('RichText', () => {
  it('renders every product.md block and modifier', () => {
    const { container } = render(<RichText content={everything} />)
    // Body headings sit one level under the page's h1.
    expect(container.querySelector('h1')).toBeNull()
    expect(container.querySelector('h2')?.textContent).toBe('H1')
    expect(container.querySelector('h6')?.textContent).toBe('H6')
    expect(container.querySelector('strong')?.textContent).toBe('bold')
    expect(container.querySelector('em')?.textContent).toBe('italic')
    expect(container.querySelector('u')?.textContent).toBe('under')
    expect(container.querySelector('del, s')?.textContent).toBe('strike')
    expect(container.querySelector('p code')?.textContent).toBe('mono')
    expect(container.querySelector('blockquote')?.textContent).toBe('A quote')
    expect(container.querySelector('pre code')?.textContent).toBe('const a = 1')
    expect(container.querySelector('ol li')?.textContent).toBe('one')
    expect(container.querySelector('ul li')?.textContent).toBe('dot')
    const img = container.querySelector('img')
    expect(img?.getAttribute('alt')).toBe('A photo')
    expect(img?.getAttribute('width')).toBe('800')
    expect(img?.getAttribute('height')).toBe('600')
    expect(container.querySelectorAll('br')).toHaveLength(1)
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
    const { container, getByText } = render(<RichText content={everything} />)
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
