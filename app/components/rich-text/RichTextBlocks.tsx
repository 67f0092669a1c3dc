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

/**
 * The one rich-text renderer for blog posts, projects and jobs: product.md's blocks and modifiers through
 * @strapi/blocks-react-renderer, no raw HTML, safe links only, and an empty paragraph as a line break. The content of
 * RichText's box (RichText.tsx says when it runs).
 */
export function RichTextBlocks({ content }: { content: Blocks }) {
  const nodes = useMemo(() => toRenderable(content), [content])
  // Consecutive blocks render together; an empty paragraph becomes a <br> between groups.
  const groups = useMemo(() => {
    const out: (RootNode[] | 'br')[] = []
    for (const node of nodes) {
      if (isEmptyParagraph(node)) out.push('br')
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
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={index}>
            <BlocksRenderer content={group} blocks={blockRenderers} />
          </Fragment>
        ),
      )}
    </>
  )
}
