// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { legalTexts } from '../../../cms/src/seed/legal-texts'
import { agency } from './legal-agency.fixture'
import { legalHtml } from './legal-markdown.server'

/*
 * The seeded legal texts (what a fresh CMS holds) as the page shows them (the rules for what editors write:
 * legal-markdown-editing.server.test.ts). The agency's details are unlike the real ones: the texts must take the
 * agency's e-mail and offices from them.
 */

type Page = (typeof legalTexts)[number]['page']

function seeded(page: Page) {
  const text = legalTexts.find((entry) => entry.page === page)
  if (!text) throw new Error(`no seeded ${page}`)
  return text
}

function render(page: Page): { container: HTMLElement } {
  const container = document.createElement('div')
  container.innerHTML = legalHtml(seeded(page).sections, agency)
  return { container }
}

const pages: [string, Page][] = [
  ['Terms', 'terms'],
  ['Privacy', 'privacy'],
  ['Cookies', 'cookies'],
]

/** Normalised text of an element (collapsed whitespace). */
function text(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ')
}

function section(container: HTMLElement, id: string): HTMLElement {
  const heading = container.querySelector(`h2#${id}`)
  const found = heading?.closest('section')
  if (!found) throw new Error(`no section for #${id}`)
  return found
}

/** The seeded page's section says each phrase: a string to find as it is, or a pattern. */
function expectSectionSays(page: Page, id: string, phrases: readonly (string | RegExp)[]) {
  const said = text(section(render(page).container, id))
  for (const phrase of phrases) expect(said).toMatch(phrase)
}

describe.each(pages)('%s content', (_name, page) => {
  it('starts with a table of contents whose links match the h2 ids one to one', () => {
    const { container } = render(page)
    const first = container.firstElementChild
    expect(first?.tagName).toBe('NAV')
    expect(first?.getAttribute('aria-label')).toBe('Contents')
    const targets = [...container.querySelectorAll('nav ol a')].map((a) => a.getAttribute('href'))
    const ids = [...container.querySelectorAll('h2')].map((h) => `#${h.id}`)
    expect(targets.length).toBeGreaterThan(5)
    expect(targets).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('labels every section by its own h2 and renders no h1', () => {
    const { container } = render(page)
    expect(container.querySelector('h1')).toBeNull()
    const sections = [...container.querySelectorAll('section')]
    expect(sections.length).toBe(container.querySelectorAll('h2').length)
    for (const s of sections) {
      const id = s.getAttribute('aria-labelledby')
      expect(s.querySelector(':scope > h2')?.id).toBe(id)
    }
  })

  it('fills in the e-mail and the offices from the agency details', () => {
    const { container } = render(page)
    const body = text(container)
    expect(container.querySelector('a[href="mailto:legal@testbureau.invalid"]')).not.toBeNull()
    expect(body).toContain('Testbureau, 12000 Fushë Kosovë, Kosovo')
    expect(body).toContain('Testbureau, Storgata 1, 4340 Bryne, Norway')
    for (const real of ['hello@origin', '{{']) expect(body).not.toContain(real)
  })

  it('opens external links safely and uses no inline styles', () => {
    const { container } = render(page)
    for (const a of container.querySelectorAll('a[href^="http"]')) {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(container.querySelector('[style]')).toBeNull()
  })
})

describe('dates', () => {
  it('are the 29 May 2024 versions', () => {
    expect(legalTexts.map((text) => text.updated)).toEqual(['2024-05-29', '2024-05-29', '2024-05-29'])
  })
})

describe('Terms', () => {
  it('says what product.md requires', () => {
    const body = text(render('terms').container)
    expect(body).toMatch(/personal, non-commercial use/)
    expect(body).toMatch(/at least 18 years old/)
    expect(body).toMatch(/laws of the Republic of Kosovo/)
    expectSectionSays('terms', 'terms-prohibited-activities', [
      /scraping/,
      /bots, scripts/,
      /Impersonate/,
      /reverse engineer/,
      /buying agent or purchasing agent/,
    ])
    expectSectionSays('terms', 'terms-termination', [
      /sole discretion/,
      /suspend or terminate your account/,
      /deny access/,
    ])
  })

  it('sends disputes to 30 days of negotiation, then to 3 arbitrators in Kosovo, in Albanian, without class actions', () => {
    expectSectionSays('terms', 'terms-dispute-resolution', [
      /informal negotiations for at least 30 days before starting arbitration/,
      /binding arbitration/,
      /3 arbitrators/,
      /seat, or legal place, of arbitration is Kosovo/,
      /language of the proceedings is Albanian/,
      /no class action may be brought/,
      /representative capacity/,
    ])
  })

  it('has a complete user representations section', () => {
    const { container } = render('terms')
    const representations = section(container, 'terms-user-representations')
    expect(representations.querySelectorAll('ol > li').length).toBeGreaterThanOrEqual(8)
    const paragraphs = [...representations.querySelectorAll('p')].map(text)
    expect(paragraphs.at(-1)).toMatch(/suspend or terminate any account .* any part of them\.$/)
    for (const item of representations.querySelectorAll('li')) expect(text(item).trim()).toMatch(/[;.]$|; and$/)
  })

  it('covers the usual sections', () => {
    const { container } = render('terms')
    const headings = [...container.querySelectorAll('h2')].map(text).join(' | ')
    for (const title of ['Corrections', 'Disclaimer', 'Limitation of liability', 'Indemnification', 'Contact us'])
      expect(headings).toContain(title)
  })
})

describe('Privacy Policy', () => {
  it('lists what is collected, and that no sensitive information is processed', () => {
    expectSectionSays('privacy', 'privacy-collect', [
      // What people give,
      'names',
      'email addresses',
      'phone numbers',
      'company name',
      'CV',
      'cover letter',
      // and what is collected as they use the site.
      'Device data',
      'Usage and log data',
      'Location data',
      /We do not process sensitive information/,
    ])
  })

  it('names the legal bases, US servers, the analytics provider, minors and Datatilsynet', () => {
    expectSectionSays('privacy', 'privacy-legal-bases', [
      'Consent.',
      'Performance of a contract.',
      'Legitimate interests.',
      'Legal obligations.',
    ])
    expectSectionSays('privacy', 'privacy-transfers', [/Our servers are located in the United States/])
    expectSectionSays('privacy', 'privacy-sharing', [/Analytics provider\. If you accept statistics cookies/])
    expectSectionSays('privacy', 'privacy-minors', [
      /do not knowingly collect data from, or market to, anyone under 18/,
    ])
    expect(text(render('privacy').container)).toMatch(/Norwegian Data Protection Authority \(Datatilsynet\)/)
    expectSectionSays('privacy', 'privacy-rights', [
      'Access',
      'Rectification',
      'Erasure',
      'Restriction',
      'Data portability',
      'Objection',
      'Withdrawal of consent',
    ])
  })

  it('does not honour Do-Not-Track but does honour Global Privacy Control', () => {
    expectSectionSays('privacy', 'privacy-signals', [
      /we do not currently respond to DNT browser signals/,
      /We honour the Global Privacy Control \(GPC\) opt-out signal/,
      /a refusal of statistics cookies/,
      /opt out of the sale or sharing/,
    ])
  })

  it('keeps categories A, B and I for 1 year, and those are the only ones collected', () => {
    expectSectionSays('privacy', 'privacy-retention', [
      /categories A \(identifiers\), B \(.*\) and I \(professional or employment-related information\).* is kept for 1 year/,
    ])
    const table = section(render('privacy').container, 'privacy-us-residents').querySelector('table')
    if (!table) throw new Error('no categories table')
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => {
      const [head, , collected] = [...row.children].map(text)
      return [head?.charAt(0), collected]
    })
    expect(rows.map(([letter]) => letter).join('')).toBe('ABCDEFGHIJKL')
    expect(rows.filter(([, collected]) => collected === 'Yes').map(([letter]) => letter)).toEqual(['A', 'B', 'I'])
  })
})

describe('Cookie Policy', () => {
  function tables(container: HTMLElement) {
    return [...container.querySelectorAll('table')].map((table) => ({
      caption: table.caption ? text(table.caption) : null,
      headers: [...table.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')]),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(text)),
    }))
  }

  it('has one table per category with the product.md columns', () => {
    const { container } = render('cookies')
    const all = tables(container)
    expect(all.map((t) => t.caption)).toEqual([
      'Essential cookies',
      'Preference cookies',
      'Analytics and statistics cookies',
      'Advertising cookies',
      'Social networking cookies',
      'Unclassified cookies',
    ])
    for (const t of all) {
      expect(t.headers).toEqual(['Name', 'Provider', 'Purpose', 'Type', 'Expires'].map((h) => [h, 'col']))
      expect(t.rows.length).toBeGreaterThan(0)
      for (const row of t.rows) expect(['http_cookie', 'localStorage']).toContain(row[3])
    }
  })

  it('lists the essential items and known lifetimes, from 1 day to 13 months', () => {
    const { container } = render('cookies')
    const rows = tables(container).flatMap((t) => t.rows)
    const find = (name: string, type: string) => rows.find((row) => row[0] === name && row[3] === type)
    const [essential] = tables(container)
    expect(essential?.rows.map((row) => row[0])).toEqual(['lang', 'lang', 'preferences', 'statistics'])
    expect(find('lang', 'http_cookie')?.[4]).toBe('1 year')
    expect(find('_ga', 'http_cookie')?.[4]).toBe('1 year 1 month')
    expect(find('_gid', 'http_cookie')?.[4]).toBe('1 day')
    const cookieLifetimes = rows.filter((row) => row[3] === 'http_cookie').map((row) => row[4])
    for (const lifetime of cookieLifetimes) expect(lifetime).toMatch(/^(1 day|\d+ months|1 year|1 year 1 month)$/)
  })

  it('says essential cookies cannot be refused, the rest need consent, and GPC is honoured', () => {
    expectSectionSays('cookies', 'cookies-essential', [/you cannot refuse them/])
    expectSectionSays('cookies', 'cookies-how', [
      /Essential cookies are always set and cannot be rejected/,
      /Analytics and statistics cookies are set only after you consent/,
      /Advertising, social networking and unclassified cookies are also set only after you consent/,
    ])
    expectSectionSays('cookies', 'cookies-control', [
      /“Cookie settings” link in the footer/,
      /We honour the Global Privacy Control \(GPC\) signal/,
    ])
  })
})
