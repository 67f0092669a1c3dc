import MarkdownIt, { type Token } from 'markdown-it'

/**
 * The legal pages' text, written by editors in Markdown (Strapi's rich-text field), as the HTML the page shows
 * (decision 035). Markdown without raw HTML: whatever an editor types is text, links keep to safe schemes, and there
 * are no images. Three conventions cover what the texts need beyond plain Markdown:
 * - a paragraph `Table: …` right before a table is its caption (as in Pandoc);
 * - a body cell in the first column written entirely in bold is the row's header (`<th scope="row">`);
 * - `{{email}}`, `{{offices}}` (a paragraph of its own: the offices' addresses) and `{{officeNames}}` are filled in
 *   from the agency's details, so a changed address is changed everywhere.
 * Headings inside a section start at h3: the section's own title is its h2.
 */

export type LegalSection = { anchor: string; title: string; body: string }

/** From the CMS's site settings; an e-mail address nobody has set reads as a link to the contact page instead. */
export type AgencyDetails = {
  name: string
  email: string | null
  offices: readonly { street: string | null; city: string; postcode: string; country: string }[]
}

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false }).disable('image')

const CAPTION = /^Table:\s+(.+)$/
const ROW_HEADER = /^\*\*([^*]+)\*\*$/

markdown.core.ruler.before('inline', 'legal-tables', (state) => {
  const tokens = state.tokens
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]
    if (token?.type === 'table_open') {
      const caption = captionBefore(tokens, index)
      if (caption !== null) {
        token.meta = { caption }
        tokens.splice(index - 3, 3)
        index -= 3
      }
    }
    if (token?.type === 'th_open') token.attrSet('scope', 'col')
    if (token?.type === 'tr_open' && tokens[index - 1]?.type === 'tbody_open') markRowHeaders(tokens, index)
    if (token?.type === 'tr_close' && tokens[index + 1]?.type === 'tr_open') markRowHeaders(tokens, index + 1)
  }
})

/** The caption a `Table: …` paragraph right before the table at `index` gives it, or null. */
function captionBefore(tokens: Token[], index: number): string | null {
  const [open, inline, close] = [tokens[index - 3], tokens[index - 2], tokens[index - 1]]
  if (open?.type !== 'paragraph_open' || close?.type !== 'paragraph_close' || inline?.type !== 'inline') return null
  return CAPTION.exec(inline.content.trim())?.[1] ?? null
}

/** A first cell written wholly in bold is the header of its row. */
function markRowHeaders(tokens: Token[], rowOpen: number): void {
  const [open, inline, close] = [tokens[rowOpen + 1], tokens[rowOpen + 2], tokens[rowOpen + 3]]
  if (open?.type !== 'td_open' || inline?.type !== 'inline' || close?.type !== 'td_close') return
  const header = ROW_HEADER.exec(inline.content.trim())
  if (!header?.[1]) return
  inline.content = header[1]
  open.tag = 'th'
  open.attrSet('scope', 'row')
  close.tag = 'th'
}

markdown.renderer.rules.table_open = (tokens, index) => {
  const meta: unknown = tokens[index]?.meta
  const caption =
    meta && typeof meta === 'object' && 'caption' in meta && typeof meta.caption === 'string' ? meta.caption : null
  return caption ? `<table><caption>${markdown.utils.escapeHtml(caption)}</caption>\n` : '<table>\n'
}

// The section's title is the h2: an editor's headings nest below it.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]
  if (token && Number(token.tag.slice(1)) < 3) token.tag = 'h3'
  return self.renderToken(tokens, index, options)
}
markdown.renderer.rules.heading_close = markdown.renderer.rules.heading_open

// Links to other sites open in a new tab, without handing it this page.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer')
  }
  return self.renderToken(tokens, index, options)
}

const escapeHtml = (text: string) => markdown.utils.escapeHtml(text)

/** "a", "a and b", "a, b, and c" in English. */
function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ')
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`
}

function fillIn(html: string, agency: AgencyDetails): string {
  const email = agency.email
    ? `<a href="mailto:${escapeHtml(agency.email)}">${escapeHtml(agency.email)}</a>`
    : '<a href="/contact">our contact page</a>'
  const addresses = agency.offices
    .map((office) => {
      const parts = [agency.name, office.street, `${office.postcode} ${office.city}`, office.country]
      return `<li><address>${escapeHtml(parts.filter(Boolean).join(', '))}</address></li>`
    })
    .join('')
  const names = escapeHtml(englishList(agency.offices.map((office) => `${office.city}, ${office.country}`)))
  return html
    .replaceAll('<p>{{offices}}</p>', addresses ? `<ul>${addresses}</ul>` : '')
    .replaceAll('{{officeNames}}', names)
    .replaceAll('{{email}}', email)
}

/** Stable, readable ids for the contents' links: the editor's anchor when it is set, else one made of the title. */
function anchorsOf(sections: readonly LegalSection[]): string[] {
  const used = new Set<string>()
  return sections.map((section, index) => {
    const base =
      section.anchor ||
      section.title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) ||
      `section-${index + 1}`
    let anchor = base
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`
    used.add(anchor)
    return anchor
  })
}

/** A legal text as HTML: its contents, then each numbered section. */
export function legalHtml(sections: readonly LegalSection[], agency: AgencyDetails): string {
  if (sections.length === 0) return ''
  const anchors = anchorsOf(sections)
  const contents = sections
    .map((section, index) => `<li><a href="#${anchors[index]}">${escapeHtml(section.title)}</a></li>`)
    .join('')
  const body = sections
    .map((section, index) => {
      const id = anchors[index]
      const text = fillIn(markdown.render(section.body), agency)
      return `<section aria-labelledby="${id}"><h2 id="${id}">${index + 1}. ${escapeHtml(section.title)}</h2>${text}</section>`
    })
    .join('')
  return `<nav aria-label="Contents"><ol>${contents}</ol></nav>${body}`
}
