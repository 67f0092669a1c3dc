import { BlocksRenderer } from '@strapi/blocks-react-renderer'
import { Fragment, type ReactNode, useMemo } from 'react'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import { toImage } from '~/content/media'
import type { Blocks } from '~/content/shapes'
import { isEmptyParagraph, type RootNode, safeHref, toRenderable } from './blocks'
import styles from './RichText.module.css'

function Link({ url, children }: { url: string; children?: ReactNode }) {
  const safe = safeHref(url)
  if (!safe) return <>{children}</>
  return safe.external ? (
    <a href={safe.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={safe.href}>{children}</a>
  )
}

/** The text column's widest (`.narrow`, the article's body): the figure is never wider. */
const FIGURE: ImageSlot = { sizes: '(max-width: 44rem) 100vw, 44rem', width: 1200, height: 800 }

function Image({ image }: { image: Extract<RootNode, { type: 'image' }>['image'] }) {
  if (!safeHref(image.url)) return null
  // The URLs are absolute already (the content schema made them so).
  const picture = toImage(image, (url) => url)
  return (
    <figure className={styles.figure}>
      <CmsImage image={picture} slot={FIGURE} />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  )
}

/**
 * CMS headings sit under the page's own h1, so each level moves down one (a body "heading 1" is an h2, 5 and 6 are
 * both h6): one h1 per page, and the outline stays in order.
 */
function Heading({ level, children }: { level: 1 | 2 | 3 | 4 | 5 | 6; children?: ReactNode }) {
  switch (level) {
    case 1:
      return <h2>{children}</h2>
    case 2:
      return <h3>{children}</h3>
    case 3:
      return <h4>{children}</h4>
    case 4:
      return <h5>{children}</h5>
    default:
      return <h6>{children}</h6>
  }
}

const blockRenderers = {
  heading: Heading,
  link: Link,
  image: Image,
  code: ({ plainText }: { plainText?: string }) => (
    <pre className={styles.code}>
      <code>{plainText}</code>
    </pre>
  ),
}

type ListNode = Extract<RootNode, { type: 'list' }>
type ListItemNode = Extract<ListNode['children'][number], { type: 'list-item' }>

/** A list item's text on its own: the renderer's paragraph without its <p>, with the same marks and links. */
const inlineRenderers = { ...blockRenderers, paragraph: ({ children }: { children?: ReactNode }) => <>{children}</> }

/**
 * A list, with each list nested in it (the editor's Tab key) inside the item before it, `<li>…<ul>…</ul></li>`: the
 * package would put the nested `<ul>` straight into the outer one, which HTML does not allow.
 */
function List({ node }: { node: ListNode }) {
  const Tag = node.format === 'ordered' ? 'ol' : 'ul'
  const items: { item: ListItemNode | null; nested: ListNode[] }[] = []
  for (const child of node.children) {
    const last = items[items.length - 1]
    if (child.type === 'list-item') items.push({ item: child, nested: [] })
    else if (last) last.nested.push(child)
    else items.push({ item: null, nested: [child] })
  }
  return (
    <Tag>
      {items.map(({ item, nested }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items of static content, never reordered.
        <li key={index}>
          {item ? (
            <BlocksRenderer content={[{ type: 'paragraph', children: item.children }]} blocks={inlineRenderers} />
          ) : null}
          {nested.map((list, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <List key={at} node={list} />
          ))}
        </li>
      ))}
    </Tag>
  )
}

/**
 * The one rich-text renderer for blog posts, projects and jobs: product.md's blocks and modifiers through
 * @strapi/blocks-react-renderer (lists through `List`), no raw HTML, safe links only, and an empty paragraph as a line
 * break. The content of RichText's box (RichText.tsx says when it runs).
 */
export function RichTextBlocks({ content }: { content: Blocks }) {
  const nodes = useMemo(() => toRenderable(content), [content])
  // Consecutive blocks render together; an empty paragraph becomes a <br> between groups, and a list is one of its own.
  const groups = useMemo(() => {
    const out: (RootNode[] | 'br' | ListNode)[] = []
    for (const node of nodes) {
      if (isEmptyParagraph(node)) out.push('br')
      else if (node.type === 'list') out.push(node)
      else {
        const last = out[out.length - 1]
        if (Array.isArray(last)) last.push(node)
        else out.push([node])
      }
    }
    return out
  }, [nodes])

  return (
    <>
      {groups.map((group, index) =>
        group === 'br' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are derived from static content and never reorder.
          <br key={index} />
        ) : Array.isArray(group) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={index}>
            <BlocksRenderer content={group} blocks={blockRenderers} />
          </Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <List key={index} node={group} />
        ),
      )}
    </>
  )
}
