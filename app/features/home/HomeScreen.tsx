import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { TitledSection } from '~/components/TitledSection'
import { homeQuery } from '~/content/home/home.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { Approach } from './Approach'
import { HomeHero } from './HomeHero'
import { HomeLowerSections } from './HomeLowerSections'
import styles from './HomeScreen.module.css'
import home from './home.module.css'
import { Reel } from './Reel'
import { ServicePanels } from './ServicePanels'

/**
 * product.md "Home", in order; the words and the picked projects and posts come from the CMS (decision 038), a section the
 * editors left empty is not shown. Everything below the hero appears 1.7 s after load (CSS, so it works without
 * JavaScript). A page without React (decision 132): its controls are screen modules (lib/screen-modules.ts).
 */
export function HomeScreen() {
  const t = useT()
  const lang = useLang()
  const { data: content } = useSuspenseQuery(homeQuery(lang))
  return (
    <>
      <HomeHero title={content.heroTitle} cta={content.heroCta} />
      <div className={styles.delayed}>
        <TitledSection
          className={`${home.section} ${styles.intro}`}
          headingId="home-intro"
          title={content.introTitle}
          titleClassName={styles.introTitle}
        >
          <div className={`${styles.introBody} ${home.rise}`}>
            {content.introText ? <p>{content.introText}</p> : null}
            <Link to={screenPath('about', lang)} className={home.pillButton}>
              {t.home.aboutButton()} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </TitledSection>

        <Reel />

        {content.craftTitle || content.craft.length > 0 ? (
          <TitledSection
            className={home.section}
            headingId="home-craft"
            title={content.craftTitle}
            titleClassName={home.sectionTitle}
          >
            <ul className={styles.craftList}>
              {content.craft.map((card) => (
                <li key={card.title} className={`${styles.craftItem} ${home.rise}`}>
                  <h3>{card.title}</h3>
                  {card.text ? <p>{card.text}</p> : null}
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}

        <Approach title={content.approachTitle} cards={content.approach} />
        <ServicePanels title={content.servicesTitle} panels={content.panels} />
        <HomeLowerSections content={content} />
      </div>
    </>
  )
}
