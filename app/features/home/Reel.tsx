import { useEffect, useRef, useState } from 'react'
import { useCursorFollower } from '~/components/cursor/CursorFollower'
import { LoopSources } from '~/components/video/LoopSources'
import { useT } from '~/i18n'
import styles from './Reel.module.css'

/** product.md: the reel's sources load when 10 % of it is visible, with a 30 px margin. */
const REEL_OBSERVER = { threshold: 0.1, rootMargin: '30px' } as const

/** Plays the video; a refusal (the browser's autoplay rules, a source that fails) leaves it paused. */
function startPlaying(video: HTMLVideoElement, onRefused: () => void) {
  void video.play().catch(onRefused)
}

/** The showreel: click (or Enter/Space) toggles play and pause; the PLAY/REEL labels slide out while it plays. */
export function Reel() {
  const t = useT()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [load, setLoad] = useState(false)
  const [playing, setPlaying] = useState(false)
  const { areaProps, follower } = useCursorFollower({
    kind: 'label',
    text: playing ? t.home.reelPause() : t.home.reelPlay(),
  })

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setLoad(true)
        observer.disconnect()
      }
    }, REEL_OBSERVER)
    observer.observe(video)
    return () => observer.disconnect()
  }, [])

  /** Whether the sources are attached and the element reset for them (the effect below has run). */
  const attached = useRef(false)
  /** A play asked for before then: kept, and made once they are (the first click must play). */
  const playWhenAttached = useRef(false)
  useEffect(() => {
    const video = videoRef.current
    if (!load || !video) return
    // Attaching sources resets the element, which would abort a play begun before: play after it, if asked.
    video.load()
    attached.current = true
    if (playWhenAttached.current) {
      playWhenAttached.current = false
      startPlaying(video, () => setPlaying(false))
    }
  }, [load])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (!attached.current) {
      // Clicked as it scrolled into view, before its sources were attached: play as soon as they are (a second
      // click before then takes the wish back).
      playWhenAttached.current = !playWhenAttached.current
      setPlaying(playWhenAttached.current)
      setLoad(true)
    } else if (video.paused) startPlaying(video, () => setPlaying(false))
    else video.pause()
  }

  return (
    <section className={styles.reel} aria-label={t.home.reelLabel()}>
      <button
        type="button"
        className={styles.reelButton}
        onClick={toggle}
        aria-pressed={playing}
        data-playing={playing ? '' : undefined}
        data-testid="reel"
        {...areaProps}
      >
        <video
          ref={videoRef}
          className={styles.reelVideo}
          muted
          loop
          playsInline
          preload="none"
          poster="/media/home-reel-poster.webp"
          width={1280}
          height={720}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          data-loaded={load ? '' : undefined}
        >
          <LoopSources name="home-reel" attach={load} />
        </video>
        <span className="visually-hidden">{playing ? t.home.reelPauseButton() : t.home.reelPlayButton()}</span>
        <span className={styles.reelLabels} aria-hidden="true">
          <span className={styles.reelLabel}>{t.home.reelPlay()}</span>
          <span className={styles.reelLabel}>{t.home.reelWord()}</span>
        </span>
      </button>
      {follower}
    </section>
  )
}
