import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { memo, useMemo } from 'react'
import { useHydratingRegion, usePartStrategy, useScreenHydrated } from '~/components/hydrating/hydrating-region'
import { TitledSection } from '~/components/TitledSection'
import type { HomeContent } from '~/content/home/home.functions'
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

/*
 * Parts whose code comes as a visitor scrolls near (decisions 056 and 095), each a component of its own whose
 * `<Hydrate>` element is made again only when its props change: a render that reaches a `<Hydrate>` boundary before it
 * has hydrated makes React drop the server's nodes and show nothing until the code is here.
 */

/** The showreel's player and the cursor's label. */
const ReelPart = memo(function ReelPart({ onHydrated }: { onHydrated: () => void }) {
  const when = usePartStrategy()
  return useMemo(
    () => (
      <Hydrate when={when} onHydrated={onHydrated}>
        <Reel />
      </Hydrate>
    ),
    [when, onHydrated],
  )
})

/** The sticky showcase, the draggable testimonials and the journal rows: hydrated before the showcase is in view. */
const LowerPart = memo(function LowerPart({ content, onHydrated }: { content: HomeContent; onHydrated: () => void }) {
  const when = usePartStrategy()
  return useMemo(
    () => (
      <Hydrate when={when} onHydrated={onHydrated}>
        <HomeLowerSections content={content} />
      </Hydrate>
    ),
    [when, content, onHydrated],
  )
})

/**
 * product.md "Home", in order; the words and the picked projects and posts come from the CMS (decision 038), a section the
 * editors left empty is not shown. Everything below the hero appears 1.7 s after load (CSS, so it works without
 * JavaScript).
 */
export function HomeScreen() {
  useScreenHydrated()
  const t = useT()
  const lang = useLang()
  const { data: content } = useSuspenseQuery(homeQuery(lang))
  const reel = useHydratingRegion<HTMLDivElement>()
  const lower = useHydratingRegion<HTMLDivElement>()
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

        <div {...reel.region}>
          <ReelPart onHydrated={reel.onHydrated} />
        </div>

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
        <div {...lower.region}>
          <LowerPart content={content} onHydrated={lower.onHydrated} />
        </div>
      </div>
    </>
  )
}
