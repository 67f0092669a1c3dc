import type { Blocks, Json } from '~/content/shapes'

/*
 * Every block and modifier Strapi's blocks editor can make, stored as the editor stores them: headings 1 to 6, a
 * paragraph with each mark alone and together, links (to the site, out, mail and phone, one in bold), a quote with a
 * link in it, a code block with its language, ordered and unordered lists with a list nested in each (the editor's Tab
 * key), an image with a caption, and an empty paragraph (a line break). The seed's articles use only what their text
 * needs; this keeps the renderer's tests (RichText.test.tsx) and the article page's (tests/e2e/blog.spec.ts) covering
 * all of it. Strapi's own validator accepts it: the e2e test saves it into an article.
 */

const t = (text: string, marks: Record<string, true> = {}): { [key: string]: Json } => ({
  type: 'text',
  text,
  ...marks,
})
const item = (text: string) => ({ type: 'list-item', children: [t(text)] })

/** The image the fixture shows: an upload as Strapi describes it in a block (the e2e test swaps in a real one). */
export const FIXTURE_IMAGE = {
  name: 'fixture.jpg',
  alternativeText: 'A fixture picture',
  caption: 'The caption under the picture',
  url: 'https://cms.example/uploads/fixture.jpg',
  width: 1200,
  height: 800,
  formats: null,
  hash: 'fixture',
  ext: '.jpg',
  mime: 'image/jpeg',
  size: 120.5,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2024-04-22T10:00:00.000Z',
  updatedAt: '2024-04-22T10:00:00.000Z',
} satisfies { [key: string]: Json }

export const everyBlock: Blocks = [
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ type: 'heading', level, children: [t(`Heading ${level}`)] })),
  { type: 'heading', level: 2, children: [t('A heading with '), t('italic', { italic: true }), t(' in it')] },
  {
    type: 'paragraph',
    children: [
      t('Plain, '),
      t('bold', { bold: true }),
      t(', '),
      t('italic', { italic: true }),
      t(', '),
      t('underlined', { underline: true }),
      t(', '),
      t('struck', { strikethrough: true }),
      t(', '),
      t('inline code', { code: true }),
      t(' and '),
      t('all at once', { bold: true, italic: true, underline: true, strikethrough: true, code: true }),
      t('.'),
    ],
  },
  {
    type: 'paragraph',
    children: [
      t('Links: '),
      { type: 'link', url: '/projects', children: [t('to a page of the site')] },
      t(', '),
      { type: 'link', url: 'https://example.org/elsewhere', children: [t('elsewhere')] },
      t(', '),
      { type: 'link', url: 'mailto:hello@example.org', children: [t('by mail')] },
      t(', '),
      { type: 'link', url: 'tel:+4751000000', children: [t('by phone')] },
      t(' and '),
      { type: 'link', url: 'https://example.org/bold', children: [t('in bold', { bold: true })] },
      t('.'),
    ],
  },
  { type: 'paragraph', children: [t('')] },
  {
    type: 'quote',
    children: [
      t('A quote, with '),
      t('emphasis', { italic: true }),
      t(' and '),
      { type: 'link', url: '/contact', children: [t('a link')] },
      t('.'),
    ],
  },
  { type: 'code', language: 'javascript', children: [t('const greeting = "hello"\nconsole.log(greeting)')] },
  {
    type: 'list',
    format: 'ordered',
    children: [
      item('First step'),
      { type: 'list', format: 'ordered', indentLevel: 1, children: [item('A step inside the first')] },
      { type: 'list-item', children: [t('Second step, '), t('in part bold', { bold: true })] },
    ],
  },
  {
    type: 'list',
    format: 'unordered',
    children: [
      item('A point'),
      {
        type: 'list',
        format: 'unordered',
        indentLevel: 1,
        children: [item('A point under it'), item('And another')],
      },
      { type: 'list-item', children: [t('A point with '), { type: 'link', url: '/about', children: [t('a link')] }] },
    ],
  },
  { type: 'image', image: FIXTURE_IMAGE, children: [t('')] },
  { type: 'paragraph', children: [t('The last paragraph.')] },
]
