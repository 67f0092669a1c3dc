import { Link } from '@tanstack/react-router'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { Approach } from './Approach'
import { BlogTeaser } from './BlogTeaser'
import { HomeHero } from './HomeHero'
import styles from './HomeScreen.module.css'
import home from './home.module.css'
import { ProjectsShowcase } from './ProjectsShowcase'
import { Reel } from './Reel'
import { ServicePanels } from './ServicePanels'
import { Testimonials } from './Testimonials'

const craft = ['brand', 'design', 'delivery'] as const

/** SPEC "Home", in order. Everything below the hero appears 1.7 s after load (CSS, so it works without JavaScript). */
export function HomeScreen() {
  const t = useT()
  const lang = useLang()
  return (
    <>
      <HomeHero />
      <div className={styles.delayed}>
        <section className={`${home.section} ${styles.intro}`} aria-labelledby="home-intro">
          <h2 id="home-intro" className={styles.introTitle}>
            {t.home.introTitle()}
          </h2>
          <div className={`${styles.introBody} ${home.rise}`}>
            <p>{t.home.introText()}</p>
            <Link to={screenPath('about', lang)} className={home.pillButton}>
              {t.home.aboutButton()} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </section>

        <Reel />

        <section className={home.section} aria-labelledby="home-craft">
          <h2 id="home-craft" className={home.sectionTitle}>
            {t.home.craftTitle()}
          </h2>
          <ul className={styles.craftList}>
            {craft.map((key) => (
              <li key={key} className={`${styles.craftItem} ${home.rise}`}>
                <h3>{t.home.craft[key].title()}</h3>
                <p>{t.home.craft[key].text()}</p>
              </li>
            ))}
          </ul>
        </section>

        <Approach />
        <ServicePanels />
        <ProjectsShowcase />
        <Testimonials />
        <BlogTeaser />
      </div>
    </>
  )
}
