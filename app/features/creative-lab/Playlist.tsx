import { site } from '~/config/site'
import { useT } from '~/i18n'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import lab from './lab.module.css'
import { labModules } from './lab-modules'
import styles from './Playlist.module.css'

/** product.md §9: the playlist embed is 440 × 407. */
const PLAYLIST_SIZE = { width: 440, height: 407 } as const

/**
 * The music playground's playlist. It is third-party: its screen module (playlist.module.ts) puts the frame in the
 * card's place once the visitor has accepted all cookies (or asks for it with the button) and it nears the window;
 * until then the playlist's own card, a cover, its name and the way to it, holds the frame's place and size, so nothing
 * shifts (it was an almost empty dashed box). `loading="lazy"` backs that up in the browser. Without JavaScript the
 * card's link opens the playlist.
 */
export function Playlist() {
  const t = useT()
  const ref = useScreenModule<HTMLDivElement>(labModules, 'playlist')
  const frame = {
    class: styles.playlistFrame,
    src: site.playlist.embedUrl,
    title: t.lab.playlistTitle(),
    width: String(PLAYLIST_SIZE.width),
    height: String(PLAYLIST_SIZE.height),
    loading: 'lazy',
    allow: 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture',
    referrerpolicy: 'strict-origin-when-cross-origin',
    'data-testid': 'playlist-frame',
  }
  return (
    <div
      ref={ref}
      className={styles.playlist}
      style={{ maxWidth: PLAYLIST_SIZE.width }}
      {...moduleRoot(labModules, 'playlist')}
      data-frame={JSON.stringify(frame)}
    >
      <div
        className={styles.card}
        style={{ aspectRatio: `${PLAYLIST_SIZE.width} / ${PLAYLIST_SIZE.height}` }}
        data-testid="playlist-card"
        data-playlist-card=""
      >
        <div className={styles.cover} aria-hidden="true">
          <span className={styles.coverMark}>origin</span>
          <span className={styles.coverWaves} />
        </div>
        <div className={styles.cardBody}>
          <p className={styles.cardTitle}>{t.lab.playlistName()}</p>
          {/* What asks for the frame: gone once it may load (the card's `data-allowed`, Playlist.module.css). */}
          <p className={`${styles.cardText} ${styles.ask}`}>{t.lab.playlistConsent()}</p>
          <div className={`${styles.cardActions} ${styles.ask}`}>
            <button type="button" className={lab.pill} data-playlist-load="">
              {t.lab.playlistLoad()}
            </button>
            <a href={site.playlist.pageUrl} target="_blank" rel="noopener noreferrer">
              {t.lab.playlistOpen()}
              <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
            </a>
          </div>
        </div>
      </div>
    </div>
  )
}
