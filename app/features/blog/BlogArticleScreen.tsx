import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import { RichText } from '~/components/rich-text/RichText'
import { useSiteUrl } from '~/components/shell/use-site-url'
import { blogPostBySlugQuery, blogPostsQuery } from '~/content/blog/blog.queries'
import { shareLinks } from '~/features/blog/share'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import styles from './BlogArticleScreen.module.css'
import { RELATED_COUNT } from './blog-loader'
import { POST_THUMB } from './post-thumb'

/** The article's width at most, the whole width below it. */
const MAIN_IMAGE: ImageSlot = { sizes: '(max-width: 800px) 100vw, 800px', width: 1600, height: 1000 }

const networkNames = { x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn' } as const

/** product.md "Blog article": heading block, main image, share links, the rich body and READ MORE. */
export function BlogArticleScreen() {
  const t = useT()
  const lang = useLang()
  const siteUrl = useSiteUrl()
  const { slug = '' } = useParams({ strict: false })
  const { data: post } = useSuspenseQuery(blogPostBySlugQuery(lang, slug))
  const { data: all } = useSuspenseQuery(blogPostsQuery(lang))
  if (!post) return null
  const related = all.filter((p) => p.documentId !== post.documentId).slice(0, RELATED_COUNT)
  const date = post.releaseDate ? formatDate(post.releaseDate) : null
  const pageUrl = `${siteUrl}${screenPath('blog', lang, post.slug)}`

  return (
    <article className={styles.article}>
      <header className={`${styles.header} ${styles.column}`}>
        {post.category ? (
          <p className={styles.tag}>
            {post.category.key ? t.blog.categories[post.category.key]() : post.category.name}
          </p>
        ) : null}
        <h1 className={styles.title}>{post.title}</h1>
        {post.subtitle ? <p className={styles.subtitle}>{post.subtitle}</p> : null}
        <p className={styles.meta}>
          {date && post.releaseDate ? (
            <>
              <span className="visually-hidden">{t.blog.released()} </span>
              <time dateTime={post.releaseDate}>{date}</time>
            </>
          ) : null}
          {post.minRead ? <span>{t.blog.minutes({ count: post.minRead })}</span> : null}
        </p>
      </header>

      {/* One column, one left edge (there were once four): the title, the share links, the picture and the text. */}
      <div className={styles.column}>
        <aside className={styles.share} aria-label={t.blog.share()}>
          <p className={styles.shareLabel}>{t.blog.share()}</p>
          <ul className={styles.shareList}>
            {shareLinks(post.title, pageUrl).map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {networkNames[link.network]}
                  <span className="visually-hidden">
                    {' '}
                    {t.blog.shareOn({ network: networkNames[link.network] })} {t.footer.opensInNewTab()}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </aside>
        <CmsImage className={styles.mainImage} image={post.mainImage} slot={MAIN_IMAGE} priority="high" />
        <RichText content={post.body} className={styles.text} />
      </div>

      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="read-more">
          <h2 id="read-more" className={styles.relatedTitle}>
            {t.blog.readMoreTitle()}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((other) => (
              <li key={other.documentId}>
                <CmsImage image={other.thumbnail} slot={POST_THUMB} decorative className={styles.relatedImage} />
                <h3>{other.title}</h3>
                <Link to={screenPath('blog', lang, other.slug)} aria-label={`${t.blog.readMoreLink()}: ${other.title}`}>
                  {t.blog.readMoreLink()} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
