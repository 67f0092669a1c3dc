import styles from './FullScreenLoader.module.css'

/**
 * SPEC's full-height loading cover, shown only while data the page needs is on its way (client navigations); the
 * server-rendered first load already has its data and never shows it.
 */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <div aria-hidden="true">
        <video className={styles.video} autoPlay muted loop playsInline preload="auto" width={640} height={360}>
          <source src="/media/not-found.webm" type="video/webm" />
          <source src="/media/not-found.mp4" type="video/mp4" />
        </video>
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
