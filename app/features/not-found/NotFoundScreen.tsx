import { Link } from '@tanstack/react-router'
import { LoopSources } from '~/components/video/LoopSources'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { notFoundPageTitle } from '~/seo/head'
import styles from './NotFoundScreen.module.css'

/**
 * product.md: 'Looks like you're stuck' with a go-home link; a video plays and the message animates in after about 6 s
 * (at once under reduced motion). The server answers such paths with HTTP 404.
 */
export function NotFoundScreen() {
  const t = useT()
  const lang = useLang()
  return (
    <section className={styles.page} data-ends-on-ink="">
      {/* No route owns this path, so the page names itself; React hoists the title into <head>. */}
      <title>{notFoundPageTitle(lang)}</title>
      <video
        className={styles.video}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        poster="/media/not-found-poster.webp"
        width={640}
        height={360}
        aria-hidden="true"
        tabIndex={-1}
      >
        <LoopSources name="not-found" attach />
      </video>
      <div className={styles.message} data-testid="not-found-message">
        <h1 className={styles.title}>{t.screens.notFound.heading()}</h1>
        <p className={styles.text}>{t.screens.notFound.message()}</p>
        <Link to={screenPath('home', lang)} className={styles.home}>
          {t.screens.notFound.home()}
        </Link>
      </div>
    </section>
  )
}
