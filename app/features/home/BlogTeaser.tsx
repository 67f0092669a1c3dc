import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { CursorTemplate } from '~/components/cursor/CursorFollower'
import { FOLLOWER_ATTRIBUTE, PREVIEW_ATTRIBUTE, PREVIEW_DIM_ATTRIBUTE } from '~/components/cursor/cursor-attributes'
import { TitledSection } from '~/components/TitledSection'
import type { HomePostRow } from '~/content/home/home.functions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './BlogTeaser.module.css'
import home from './home.module.css'
import { homeModules } from './home-modules'

/**
 * Three journal rows linking to the posts the editors picked (the latest published fill in, decision 038). With a
 * mouse, the hovered row's post picture follows the cursor beside the row, never over its title, and dimmed and
 * smaller over the read-article link (cursor-follower.ts).
 */
export function BlogTeaser({ title, rows }: { title: string | null; rows: readonly HomePostRow[] }) {
  const t = useT()
  const lang = useLang()
  const followerId = useId()
  const list = useScreenModule<HTMLUListElement>(homeModules, 'cursor')
  if (rows.length === 0) return null

  return (
    <TitledSection className={home.section} headingId="home-blog" title={title} titleClassName={home.sectionTitle}>
      <ul
        ref={list}
        className={styles.blogList}
        {...moduleRoot(homeModules, 'cursor')}
        {...{ [FOLLOWER_ATTRIBUTE]: followerId }}
      >
        {rows.map((post) => {
          const href = screenPath('blog', lang, post.slug)
          const preview = post.preview?.src
          const date = post.date ? formatDate(post.date) : null
          return (
            <li key={post.slug} className={`${styles.blogRow} ${home.rise}`} {...{ [PREVIEW_ATTRIBUTE]: preview }}>
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
                {...{ [PREVIEW_DIM_ATTRIBUTE]: '' }}
              >
                {t.home.readArticle()} <span>→</span>
              </Link>
            </li>
          )
        })}
      </ul>
      <CursorTemplate id={followerId} kind="image" />
    </TitledSection>
  )
}
