/** Small builders for Strapi blocks, so seed content reads like prose. */
type Mods = Partial<Record<'bold' | 'italic' | 'underline' | 'strikethrough' | 'code', true>>
type Text = { type: 'text'; text: string } & Mods
type Link = { type: 'link'; url: string; children: Text[] }
type Inline = Text | Link
type ListItem = { type: 'list-item'; children: Inline[] }
export type List = {
  type: 'list'
  format: 'ordered' | 'unordered'
  indentLevel?: number
  children: (ListItem | List)[]
}

export const t = (text: string, mods: Mods = {}): Text => ({ type: 'text', text, ...mods })
export const link = (url: string, text: string): Link => ({ type: 'link', url, children: [t(text)] })
const inlines = (children: (Inline | string)[]): Inline[] => children.map((c) => (typeof c === 'string' ? t(c) : c))
export const p = (...children: (Inline | string)[]) => ({ type: 'paragraph' as const, children: inlines(children) })
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, ...children: (Inline | string)[]) => ({
  type: 'heading' as const,
  level,
  children: inlines(children),
})
export const quote = (...children: (Inline | string)[]) => ({ type: 'quote' as const, children: inlines(children) })
export const code = (text: string) => ({ type: 'code' as const, children: [t(text)] })
/** A list; an item is its text, or its text in pieces (bold, links), or a list nested under the item before it. */
export const list = (format: 'ordered' | 'unordered', ...items: (string | (Inline | string)[] | List)[]): List => ({
  type: 'list',
  format,
  children: items.map((item): ListItem | List =>
    typeof item === 'string'
      ? { type: 'list-item', children: [t(item)] }
      : Array.isArray(item)
        ? { type: 'list-item', children: inlines(item) }
        : item,
  ),
})
export const br = () => ({ type: 'paragraph' as const, children: [t('')] })
export type ImageRef = {
  url: string
  width: number
  height: number
  alternativeText: string
  name: string
  hash: string
  ext: string
  mime: string
  size: number
  provider: string
  createdAt: string
  updatedAt: string
}
export const image = (file: ImageRef) => ({ type: 'image' as const, image: file, children: [t('')] })

export type Block =
  | ReturnType<typeof p>
  | ReturnType<typeof h>
  | ReturnType<typeof quote>
  | ReturnType<typeof code>
  | ReturnType<typeof image>
  | List

/**
 * `**bold**`, `*italic*`, `` `code` `` and `[text](url)` inside a line of prose, as Strapi's inline nodes. Anything
 * else is text, so a stray marker shows up as itself (the seed's test looks for them).
 */
export function inline(source: string): Inline[] {
  const out: Inline[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g
  let at = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > at) out.push(t(source.slice(at, match.index)))
    const [, bold, italic, mono, label, url] = match
    if (bold !== undefined) out.push(t(bold, { bold: true }))
    else if (italic !== undefined) out.push(t(italic, { italic: true }))
    else if (mono !== undefined) out.push(t(mono, { code: true }))
    else if (label !== undefined && url !== undefined) out.push(link(url, label))
    at = match.index + match[0].length
  }
  if (at < source.length) out.push(t(source.slice(at)))
  return out
}

/**
 * Prose with a few marks, as Strapi blocks: paragraphs separated by a blank line; `# `…`###### ` headings; `> ` a
 * quote; lines of `- ` or `1. ` a list, an item indented by two spaces nested under the one before it (as the
 * editor's Tab key nests it); and a line `[figure]` where `figure` goes. Inline marks as in `inline`.
 */
export function fromText(source: string, figure: Block | null = null): Block[] {
  const blocks: Block[] = []
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trimEnd())
    const first = lines[0]?.trim() ?? ''
    const heading = /^(#{1,6}) (.+)$/.exec(first)
    if (first === '[figure]') {
      if (figure) blocks.push(figure)
    } else if (heading?.[1] && heading[2] !== undefined) {
      blocks.push(h(levelOf(heading[1].length), ...inline(heading[2])))
    } else if (first.startsWith('> ')) {
      blocks.push(quote(...inline(lines.map((line) => line.trim().replace(/^> /, '')).join(' '))))
    } else if (/^(- |\d+\. )/.test(first)) {
      blocks.push(listOf(lines))
    } else {
      blocks.push(p(...inline(lines.map((line) => line.trim()).join(' '))))
    }
  }
  return blocks
}

function levelOf(hashes: number): 1 | 2 | 3 | 4 | 5 | 6 {
  return hashes <= 1 ? 1 : hashes === 2 ? 2 : hashes === 3 ? 3 : hashes === 4 ? 4 : hashes === 5 ? 5 : 6
}

const ITEM = /^( *)(- |\d+\. )(.*)$/

/** A list's lines: top-level items and, indented, one level of items nested under the item before them. */
function listOf(lines: string[]): List {
  const format = (marker: string) => (marker === '- ' ? 'unordered' : 'ordered')
  const [, , firstMarker = '- '] = ITEM.exec(lines[0] ?? '') ?? []
  const top: List = { type: 'list', format: format(firstMarker), children: [] }
  for (const line of lines) {
    const [, indent = '', marker = '- ', text = line] = ITEM.exec(line) ?? []
    const item: ListItem = { type: 'list-item', children: inline(text) }
    if (indent.length === 0) {
      top.children.push(item)
      continue
    }
    const last = top.children[top.children.length - 1]
    if (last?.type === 'list') last.children.push(item)
    else top.children.push({ type: 'list', format: format(marker), indentLevel: 1, children: [item] })
  }
  return top
}

/** A reader's pace through prose on a screen, in words a minute (an adult's silent reading of non-fiction: ~240). */
const WORDS_PER_MINUTE = 230
/** What a figure adds to the reading, in words: a look at it takes a few lines' time. */
const FIGURE_WORDS = 40

/** The plain text of `node`: inline pieces run together, list items and blocks apart. */
function plainText(node: Block | List | ListItem | Inline): string {
  if (node.type === 'text') return node.text
  if (node.type === 'image') return ''
  const children: (Block | List | ListItem | Inline)[] = node.children
  return children.map(plainText).join(node.type === 'list' ? ' ' : '')
}

/** How many words `blocks` holds (a word has a letter or a digit; a lone dash is not one). */
export function wordCount(blocks: Block[]): number {
  return blocks
    .map(plainText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** The minutes it takes to read `blocks`, as the article's header shows them. */
export function readingMinutes(blocks: Block[]): number {
  const figures = blocks.filter((block) => block.type === 'image').length
  return Math.max(1, Math.round((wordCount(blocks) + figures * FIGURE_WORDS) / WORDS_PER_MINUTE))
}
