import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Clocks } from '~/components/clocks/Clocks'
import { Logo } from '~/components/shell/Logo'
import { AutoplayLoop } from '~/components/video/AutoplayLoop'
import { useLoopSources } from '~/components/video/use-loop-sources'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './HomeHero.module.css'
import { HERO_REPLAY_MS } from './home-data'

/**
 * Hero: looping background video, the large animated logo (replayed at 1175 ms and 1875 ms, then shrinking and moving
 * up as the page scrolls past the hero), the NO and XK clocks and the contact call to action. The heading is plain
 * server-rendered text, so it paints first and is never re-created by the replays.
 */
type Props = { title: string | null; cta: string | null }

export function HomeHero({ title, cta }: Props) {
  const t = useT()
  const lang = useLang()
  const heroRef = useRef<HTMLElement>(null)
  const [replay, setReplay] = useState(0)
  const loop = useLoopSources()

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timers = HERO_REPLAY_MS.map((ms) => setTimeout(() => setReplay((n) => n + 1), ms))
    return () => timers.forEach(clearTimeout)
  }, [])

  // Scroll progress through the hero (0 → 1) drives the logo's shrink and move in CSS.
  useEffect(() => {
    const hero = heroRef.current
    if (!hero || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const update = () => {
      frame = 0
      const progress = Math.min(1, Math.max(0, window.scrollY / Math.max(1, hero.offsetHeight)))
      hero.style.setProperty('--hero-progress', progress.toFixed(3))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <section ref={heroRef} className={styles.hero} aria-labelledby={title ? 'home-hero-title' : undefined}>
      <AutoplayLoop name="home-hero" attach={loop} preload="auto" aria-label={t.home.videoLabel()} />
      <div className={styles.heroInner}>
        <div className={styles.heroLogo} key={replay} data-replay={replay} aria-hidden="true">
          <Logo className={styles.heroLogoSvg} />
        </div>
        {title ? (
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {title}
          </h1>
        ) : null}
        <div className={styles.heroFoot}>
          <Clocks className={styles.heroClocks} />
          {cta ? (
            <Link to={screenPath('contact', lang)} className={styles.heroCta}>
              {cta} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}
