/** Small builders for Strapi blocks, so seed content reads like prose. */
type Text = {
  type: 'text'
  text: string
  bold?: true
  italic?: true
  underline?: true
  strikethrough?: true
  code?: true
}
type Inline = Text | { type: 'link'; url: string; children: Text[] }

export const t = (
  text: string,
  mods: Partial<Record<'bold' | 'italic' | 'underline' | 'strikethrough' | 'code', true>> = {},
): Text => ({ type: 'text', text, ...mods })
export const link = (url: string, text: string) => ({ type: 'link' as const, url, children: [t(text)] })
export const p = (...children: (Inline | string)[]) => ({
  type: 'paragraph',
  children: children.map((c) => (typeof c === 'string' ? t(c) : c)),
})
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, text: string) => ({ type: 'heading', level, children: [t(text)] })
export const quote = (text: string) => ({ type: 'quote', children: [t(text)] })
export const code = (text: string) => ({ type: 'code', children: [t(text)] })
export const list = (format: 'ordered' | 'unordered', ...items: string[]) => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item', children: [t(item)] })),
})
export const br = () => ({ type: 'paragraph', children: [t('')] })
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
export const image = (file: ImageRef) => ({ type: 'image', image: file, children: [t('')] })
