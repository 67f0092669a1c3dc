import { useParams } from '@tanstack/react-router'
import { LoopSources } from '~/components/video/LoopSources'
import { type Translator, translator } from '~/i18n'
import { langOfPathPrefix } from '~/i18n/lang'
import styles from './FullScreenLoader.module.css'

/**
 * When the cover shows (route options of the screens that have one: blog list, blog article, projects). The router's
 * default waits a whole second before it shows a pending screen; this shows the cover whenever the screen waits
 * longer than a blink for its data, and then keeps it long enough to be seen rather than flash.
 */
const LOADING_COVER = { pendingMs: 150, pendingMinMs: 400 } as const

/**
 * product.md's full-height loading cover, shown only while data the page needs is on its way (client navigations); the
 * server-rendered first load already has its data and never shows it.
 */
function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <div aria-hidden="true">
        <video className={styles.video} autoPlay muted loop playsInline preload="auto" width={640} height={360}>
          <LoopSources name="not-found" attach />
        </video>
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/**
 * A screen route's loading cover (`...loadingCover((t) => t.blog.loading())`): its label in the language of the page
 * being loaded, read from the route's `locale` segment (decision 061), not from the page being left.
 */
export function loadingCover(label: (t: Translator) => string) {
  return {
    ...LOADING_COVER,
    pendingComponent: function LoadingCover() {
      const { locale } = useParams({ strict: false })
      return <FullScreenLoader label={label(translator(langOfPathPrefix(locale)))} />
    },
  }
}
