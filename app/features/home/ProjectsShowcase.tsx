import { Link } from '@tanstack/react-router'
import { type CSSProperties, Fragment, type ReactNode } from 'react'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import type { HomeProjectCard } from '~/content/home/home.functions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import home from './home.module.css'
import { homeModules } from './home-modules'
import styles from './ProjectsShowcase.module.css'

const COVER: ImageSlot = { sizes: '(max-width: 768px) 100vw, 45vw', width: 1200, height: 800 }

/**
 * The projects the editors picked (the latest published fill in, decision 038), as cards that scroll sideways while the page scrolls down (the section is pinned meanwhile). On
 * phones and under reduced motion the cards simply stack or scroll natively; without JavaScript they are a row.
 */
export function ProjectsShowcase({ title, cards }: { title: string | null; cards: readonly HomeProjectCard[] }) {
  const t = useT()
  const lang = useLang()
  const sectionRef = useScreenModule<HTMLElement>(homeModules, 'showcase')
  // The stylesheet's length of the pinned section counts the cards.
  const length: CSSProperties & Record<'--cards', number> = { '--cards': cards.length }

  return (
    <section
      ref={sectionRef}
      className={styles.showcase}
      {...moduleRoot(homeModules, 'showcase')}
      style={length}
      aria-labelledby={title ? 'home-showcase' : undefined}
    >
      <div className={styles.showcaseSticky}>
        {/* The cards slide past the window's edge on purpose (the layout check knows them by data-scroller). */}
        <ul className={styles.showcaseTrack} data-scroller="">
          <li className={styles.showcaseIntro}>
            {title ? (
              <h2 id="home-showcase" className={home.sectionTitle}>
                {title}
              </h2>
            ) : null}
            <Link to={screenPath('projects', lang)} className={home.pillButton}>
              {t.home.seeMoreProjects()} <span aria-hidden="true">→</span>
            </Link>
          </li>
          {cards.map((card) => (
            <li key={card.slug} className={`${styles.projectCard} ${home.rise}`}>
              <Link to={screenPath('project', lang, card.slug)} className={styles.projectLink}>
                {card.picture ? (
                  <CmsImage
                    // The card's own words for its cover, whatever the media library's alternative text says.
                    image={{ ...card.picture, alt: t.home.projectImageAlt({ title: card.title }) }}
                    slot={COVER}
                    className={styles.projectImage}
                  />
                ) : null}
                <h3 className={styles.projectTitle}>{card.title}</h3>
              </Link>
              <dl className={styles.projectMeta}>
                {card.year ? <Meta term={t.home.projectYear()}>{card.year}</Meta> : null}
                {card.status ? <Meta term={t.home.projectStatus()}>{card.status}</Meta> : null}
                {card.focus.length > 0 ? (
                  <Meta term={t.home.projectFocus()}>
                    {card.focus.map((focus, index) => (
                      <Fragment key={focus}>
                        {index > 0 ? <br /> : null}
                        {focus}
                      </Fragment>
                    ))}
                  </Meta>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** One fact of a card (year, status, focus), a term and its value. */
function Meta({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.projectTerm}>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
