import { useEffect, useRef, useState } from 'react'
import { useConsent } from '~/components/consent/use-consent'
import { site } from '~/config/site'
import { useT } from '~/i18n'
import lab from './lab.module.css'
import styles from './Playlist.module.css'

/** product.md §9: the playlist embed is 440 × 407. */
const PLAYLIST_SIZE = { width: 440, height: 407 } as const

/**
 * The music playground's playlist frame. It is third-party, so it loads only when the visitor has accepted all
 * cookies (or asks for it with the button) and only once it nears the viewport; until then a same-size placeholder
 * holds its place, so nothing shifts. `loading="lazy"` backs that up in the browser.
 */
export function Playlist() {
  const t = useT()
  const consent = useConsent()
  const boxRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [asked, setAsked] = useState(false)
  const allowed = asked || (consent.decided && consent.consent.preferences)

  useEffect(() => {
    const box = boxRef.current
    if (!box || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])

  const ratio = { aspectRatio: `${PLAYLIST_SIZE.width} / ${PLAYLIST_SIZE.height}` }
  return (
    <div ref={boxRef} className={styles.playlist} style={{ maxWidth: PLAYLIST_SIZE.width }}>
      {allowed && near ? (
        <iframe
          className={styles.playlistFrame}
          src={site.playlist.embedUrl}
          title={t.lab.playlistTitle()}
          width={PLAYLIST_SIZE.width}
          height={PLAYLIST_SIZE.height}
          loading="lazy"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="playlist-frame"
        />
      ) : (
        // Until the frame loads (its cookies asked for, or the visitor not near yet): the playlist's own card, a cover,
        // its name and the way to it, in the frame's place and size (it was an almost empty dashed box).
        <div className={styles.card} style={ratio} data-testid="playlist-card">
          <div className={styles.cover} aria-hidden="true">
            <span className={styles.coverMark}>origin</span>
            <span className={styles.coverWaves} />
          </div>
          <div className={styles.cardBody}>
            <p className={styles.cardTitle}>{t.lab.playlistName()}</p>
            {allowed ? null : (
              <>
                <p className={styles.cardText}>{t.lab.playlistConsent()}</p>
                <div className={styles.cardActions}>
                  <button type="button" className={lab.pill} onClick={() => setAsked(true)}>
                    {t.lab.playlistLoad()}
                  </button>
                  <a href={site.playlist.pageUrl} target="_blank" rel="noopener noreferrer">
                    {t.lab.playlistOpen()}
                    <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                  </a>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
