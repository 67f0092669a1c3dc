import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useCursorFollower } from '~/components/cursor/CursorFollower'
import { TitledSection } from '~/components/TitledSection'
import type { HomePostRow } from '~/content/home/home.functions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import styles from './BlogTeaser.module.css'
import home from './home.module.css'

type Hover = { src: string; overLink: boolean; row: Element } | null

/**
 * Three journal rows linking to the posts the editors picked (the latest published fill in, decision 038). With a
 * mouse, the hovered row's post picture follows the cursor beside the row, never over its title, and dimmed and
 * smaller over the read-article link.
 */
export function BlogTeaser({ title, rows }: { title: string | null; rows: readonly HomePostRow[] }) {
  const t = useT()
  const lang = useLang()
  const [hover, setHover] = useState<Hover>(null)
  const { areaProps, follower } = useCursorFollower(
    hover ? { kind: 'image', src: hover.src, dimmed: hover.overLink, clear: hover.row } : null,
    { beside: true },
  )
  if (rows.length === 0) return null

  return (
    <TitledSection className={home.section} headingId="home-blog" title={title} titleClassName={home.sectionTitle}>
      <ul className={styles.blogList} {...areaProps}>
        {rows.map((post) => {
          const href = screenPath('blog', lang, post.slug)
          const preview = post.preview?.src
          const date = post.date ? formatDate(post.date) : null
          return (
            <li
              key={post.slug}
              className={`${styles.blogRow} ${home.rise}`}
              onPointerEnter={(event) =>
                setHover(preview ? { src: preview, overLink: false, row: event.currentTarget } : null)
              }
              onPointerLeave={() => setHover(null)}
            >
              {post.date && date ? (
                <time dateTime={post.date} className={styles.blogDate}>
                  {date}
                </time>
              ) : null}
              {post.category ? <span className={styles.blogCategory}>{post.category}</span> : null}
              <h3 className={styles.blogTitle}>
                <Link to={href}>{post.title}</Link>
              </h3>
              <Link
                to={href}
                className={styles.blogRead}
                tabIndex={-1}
                aria-hidden="true"
                onPointerEnter={() => setHover((current) => current && { ...current, overLink: true })}
                onPointerLeave={() => setHover((current) => current && { ...current, overLink: false })}
              >
                {t.home.readArticle()} <span>→</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {follower}
    </TitledSection>
  )
}
