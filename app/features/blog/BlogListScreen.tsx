import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, useMemo } from 'react'
import tabs from '~/components/CategoryTabs.module.css'
import { CmsImage, listPriority } from '~/components/cms-image/CmsImage'
import { useNavigateAfterPaint } from '~/components/navigation/navigate-after-paint'
import { PageHero } from '~/components/PageHero'
import { blogPostsQuery } from '~/content/blog/blog.queries'
import type { BlogPost } from '~/content/blog/blog.types'
import { BLOG_CATEGORY_KEYS } from '~/content/content-model'
import { useLang, useT } from '~/i18n'
import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import styles from './BlogListScreen.module.css'
import type { BlogSearch } from './blog-search'
import { POST_THUMB } from './post-thumb'

/** Cards in the grid's first row on a laptop (20rem columns): on screen before any scrolling. */
const FIRST_ROW = 3

type PostCard = Pick<BlogPost, 'documentId' | 'slug' | 'title' | 'thumbnail' | 'releaseDate' | 'category'>

/** product.md "Blog list": category tabs (kept in the URL) and the posts of the page's language, newest first. */
export function BlogListScreen({ search }: { search: BlogSearch }) {
  const t = useT()
  const lang = useLang()
  const { data: posts } = useSuspenseQuery(blogPostsQuery(lang))
  const shown = useMemo(
    () => (search.category ? posts.filter((post) => post.category?.key === search.category) : posts),
    [posts, search.category],
  )
  const listPath = screenPath('blogs', lang)

  // A tab's click shows the tab chosen in the frame it is made in, and navigates after that frame.
  const { asked: pendingTab, navigate } = useNavigateAfterPaint<string>(search.category ?? '', { resetScroll: false })

  return (
    <>
      <PageHero title={t.screens.blogs.heading()} />
      <nav className={tabs.nav} aria-label={t.blog.filterLabel()}>
        <ul className={tabs.list}>
          {[undefined, ...BLOG_CATEGORY_KEYS].map((key) => (
            <li key={key ?? 'all'}>
              <Link
                to={listPath}
                search={key ? { category: key } : {}}
                className={tabs.tab}
                // Exact: "Show All" (no search) must not count as current under ?category=… (the router marks a link
                // whose search is part of the page's as current, and two tabs said so).
                activeOptions={{ exact: true }}
                aria-current={search.category === key ? 'page' : undefined}
                data-pending={pendingTab === (key ?? '') ? '' : undefined}
                resetScroll={false}
                onClick={(event) => navigate(event, key ?? '')}
              >
                {key ? t.blog.categories[key]() : t.blog.all()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t.blog.empty()}</p>
      ) : (
        <ul className={styles.grid} aria-busy={pendingTab !== null}>
          <PostCards posts={shown} lang={lang} />
        </ul>
      )}
    </>
  )
}

/** The cards, rendered again only when the list itself changes (not on a tab's click, nor a step of the navigation). */
const PostCards = memo(function PostCards({ posts, lang }: { posts: readonly PostCard[]; lang: Lang }) {
  const t = useT()
  return posts.map((post, index) => {
    const href = screenPath('blog', lang, post.slug)
    const date = post.releaseDate ? formatDate(post.releaseDate) : null
    return (
      <li key={post.documentId} className={styles.card}>
        <CmsImage
          className={styles.thumb}
          image={post.thumbnail}
          slot={POST_THUMB}
          decorative
          priority={listPriority(index, FIRST_ROW)}
        />
        <div className={styles.meta}>
          {date && post.releaseDate ? <time dateTime={post.releaseDate}>{date}</time> : null}
          {post.category ? (
            <span>{post.category.key ? t.blog.categories[post.category.key]() : post.category.name}</span>
          ) : null}
        </div>
        <h2 className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <Link to={href} className={styles.read} tabIndex={-1} aria-hidden="true">
          {t.blog.readArticle()} <span>→</span>
        </Link>
      </li>
    )
  })
})
