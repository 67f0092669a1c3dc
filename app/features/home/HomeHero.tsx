import { Link } from '@tanstack/react-router'
import { Clocks } from '~/components/clocks/Clocks'
import { Logo } from '~/components/shell/Logo'
import { AutoplayLoop } from '~/components/video/AutoplayLoop'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './HomeHero.module.css'
import { homeModules } from './home-modules'

/**
 * Hero: looping background video, the large animated logo (replayed at 1175 ms and 1875 ms, then shrinking and moving
 * up as the page scrolls past the hero: HomeHero.module.css, hero.module.ts), the NO and XK clocks and the contact call to action. The
 * heading is plain server-rendered text, so it paints first and is never touched by the replays.
 */
type Props = { title: string | null; cta: string | null }

export function HomeHero({ title, cta }: Props) {
  const t = useT()
  const lang = useLang()
  const heroRef = useScreenModule<HTMLElement>(homeModules, 'hero')

  return (
    <section
      ref={heroRef}
      className={styles.hero}
      aria-labelledby={title ? 'home-hero-title' : undefined}
      {...moduleRoot(homeModules, 'hero')}
    >
      <AutoplayLoop name="home-hero" preload="auto" aria-label={t.home.videoLabel()} />
      <div className={styles.heroInner}>
        <div className={styles.heroLogo} aria-hidden="true">
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
