import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useCursorFollower } from '~/components/cursor/CursorFollower'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import styles from './BlogTeaser.module.css'
import home from './home.module.css'
import { TEASER_DATE, teaserPosts } from './home-data'

type Hover = { image: string; overLink: boolean } | null

/**
 * Three journal rows linking to the seeded posts of the page's language. With a mouse, a preview photo of the hovered
 * row follows the cursor, dimmed and smaller over the read-article link so the link stays readable.
 */
export function BlogTeaser() {
  const t = useT()
  const lang = useLang()
  const [hover, setHover] = useState<Hover>(null)
  const { areaProps, follower } = useCursorFollower(
    // The previews carry words, so Norwegian pages show the Norwegian drawings (`-no`).
    hover
      ? { kind: 'image', src: `/media/${hover.image}${lang === 'no' ? '-no' : ''}-400.webp`, dimmed: hover.overLink }
      : null,
  )
  const date = formatDate(TEASER_DATE)

  return (
    <section className={home.section} aria-labelledby="home-blog">
      <h2 id="home-blog" className={home.sectionTitle}>
        {t.home.blogTitle()}
      </h2>
      <ul className={styles.blogList} {...areaProps}>
        {teaserPosts.map((post) => {
          const href = screenPath('blog', lang, post.slug[lang])
          return (
            <li
              key={post.key}
              className={`${styles.blogRow} ${home.rise}`}
              onPointerEnter={() => setHover({ image: post.image, overLink: false })}
              onPointerLeave={() => setHover(null)}
            >
              <time dateTime={TEASER_DATE} className={styles.blogDate}>
                {date}
              </time>
              <span className={styles.blogCategory}>{t.home.postCategories[post.category]()}</span>
              <h3 className={styles.blogTitle}>
                <Link to={href}>{t.home.posts[post.key]()}</Link>
              </h3>
              <Link
                to={href}
                className={styles.blogRead}
                tabIndex={-1}
                aria-hidden="true"
                onPointerEnter={() => setHover({ image: post.image, overLink: true })}
                onPointerLeave={() => setHover({ image: post.image, overLink: false })}
              >
                {t.home.readArticle()} <span>→</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {follower}
    </section>
  )
}
