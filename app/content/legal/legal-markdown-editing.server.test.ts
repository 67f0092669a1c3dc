// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { agency } from './legal-agency.fixture'
import { legalHtml } from './legal-markdown.server'

/* The renderer's rules for what editors write in a legal page (the seeded texts: legal-markdown.server.test.ts). */

describe('what an editor writes', () => {
  const one = (body: string, anchor = '') => {
    const container = document.createElement('div')
    container.innerHTML = legalHtml([{ anchor, title: 'A <b>title</b>', body }], agency)
    return container
  }

  it('is text, never markup: raw HTML, script links and images stay out', () => {
    const container = one('<script>alert(1)</script>\n\n[click](javascript:alert(1)) ![x](https://evil.example/x.png)')
    expect(container.querySelector('script, img, b')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    expect(container.textContent).toContain('<script>alert(1)</script>')
    expect(container.querySelector('h2')?.textContent).toBe('1. A <b>title</b>')
  })

  it('nests its headings under the section title, and opens only other sites in a new tab', () => {
    const container = one('# Big\n\n## Bigger\n\n#### Small\n\n[ours](/cookies) [theirs](https://example.org)')
    expect([...container.querySelectorAll('section h3, section h4')].map((h) => h.tagName)).toEqual(['H3', 'H3', 'H4'])
    expect(container.querySelector('a[href="/cookies"]')?.hasAttribute('target')).toBe(false)
    expect(container.querySelector('a[href="https://example.org"]')?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('captions a table with the "Table:" line before it, and makes a bold first cell its row header', () => {
    const container = one(
      'Table: Kinds\n\n| Kind | Kept |\n| --- | --- |\n| **A. Names** | 1 year |\n| plain | never |',
    )
    expect(container.querySelector('caption')?.textContent).toBe('Kinds')
    expect([...container.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col'])
    expect(container.querySelector('tbody th[scope="row"]')?.textContent).toBe('A. Names')
    expect(container.querySelectorAll('tbody th')).toHaveLength(1)
    expect(container.textContent).not.toContain('Table:')
  })

  it('gives a section without an anchor one made of its title, unique on the page', () => {
    const container = document.createElement('div')
    container.innerHTML = legalHtml(
      [
        { anchor: '', title: 'Your rights', body: '' },
        { anchor: '', title: 'Your rights', body: '' },
      ],
      agency,
    )
    expect([...container.querySelectorAll('h2')].map((h) => h.id)).toEqual(['your-rights', 'your-rights-2'])
    expect([...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '#your-rights',
      '#your-rights-2',
    ])
  })

  it('points to the contact page where the site settings have no e-mail address', () => {
    const container = document.createElement('div')
    container.innerHTML = legalHtml([{ anchor: '', title: 'Contact', body: 'Write to {{email}}.' }], {
      ...agency,
      email: null,
    })
    expect(container.querySelector('a[href="/contact"]')?.textContent).toBe('our contact page')
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull()
  })

  it('is nothing at all when the page has no sections', () => {
    expect(legalHtml([], agency)).toBe('')
  })
})
