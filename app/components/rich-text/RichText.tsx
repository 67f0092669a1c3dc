import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense, useId, useState } from 'react'
import type { Blocks } from '~/content/shapes'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import styles from './RichText.module.css'
import { RichTextBlocks } from './RichTextBlocks'

/** The renderer, for a server render: there only, it is part of the code (the browser's bundle drops this import). */
const serverBlocks = createIsomorphicFn()
  .server(() => RichTextBlocks)
  .client(() => null)

/** The renderer in the browser: fetched when a page is shown there that the server did not render. */
const LazyBlocks = lazy(() => import('./RichTextBlocks').then((module) => ({ default: module.RichTextBlocks })))

const ATTRIBUTE = 'data-rich-text'

/** The markup the server rendered into box `id`, in the browser before hydration; null anywhere else. */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null
}

/**
 * Rich text from the CMS (blog posts, projects, jobs). The server renders it; the page's first hydration keeps that
 * markup as it is (nothing in it is interactive: text, plain links, pictures), so the browser needs none of the
 * renderer's code for the page it lands on (less JavaScript for every page). A page the browser renders itself (a
 * client navigation, or the same box given other content later) loads the renderer then.
 */
export function RichText({ content, className }: { content: Blocks; className?: string }) {
  const id = useId()
  const [kept] = useState(() => serverMarkup(id))
  const [first] = useState(content)
  const box = {
    className: [styles.richText, className].filter(Boolean).join(' '),
    [ATTRIBUTE]: id,
    // Its links are plain links, never hydrated when kept: the early-click script leaves them to the browser.
    [NO_EARLY_CLICK_ATTRIBUTE]: '',
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this same content, kept.
  if (kept !== null && content === first) return <div {...box} dangerouslySetInnerHTML={{ __html: kept }} />
  const Rendered = serverBlocks()
  return (
    <div {...box}>
      {Rendered ? (
        <Rendered content={content} />
      ) : (
        <Suspense fallback={null}>
          <LazyBlocks content={content} />
        </Suspense>
      )}
    </div>
  )
}
