import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { useDocumentPage } from '~/components/shell/page-kind'
import { AutoplayLoop } from '~/components/video/AutoplayLoop'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import { BrandLogos } from './BrandLogos'
import { CardGame } from './CardGame'
import styles from './CreativeLabScreen.module.css'
import { FreeResources } from './FreeResources'
import lab from './lab.module.css'
import { labModules } from './lab-modules'
import { Playlist } from './Playlist'

const SECTIONS = ['intro', 'music', 'game', 'brand', 'freebies'] as const
const TAGS = ['a', 'b', 'c', 'd', 'e', 'f'] as const
const MISSION = ['a', 'b', 'c', 'd'] as const

/**
 * product.md "Creative Lab", sections in product.md's order: the lab's own header (anchor links and a way home), the hero loop,
 * the tag strip, the mission in four lines, the music playground, the blue game section, the brand identity list,
 * the free resources, social cards and a footer back to the top. Past the hero the page turns blue.
 *
 * A page without React (decision 058's rule, issue 65): what keeps state in place is a screen module each
 * (lib/screen-modules.ts), attached to this markup on either kind of page: the blue past the hero (lab-blue.module.ts),
 * the hero's loop (AutoplayLoop's), the playlist, the card game and the resources' filter.
 */
/**
 * The account's name as its network shows it (`@origin.agency`), from its address: what a visitor looks for there. The
 * footer lists the same networks by name only; the lab's cards say what the studio posts on each, and as whom.
 */
function handleOf(url: string): string {
  const last = URL.parse(url)?.pathname.split('/').filter(Boolean).pop() ?? ''
  return last.startsWith('@') ? last : `@${last}`
}

/*
 * The links to the lab's own sections. On a page without React they are plain `#` links: the browser keeps each jump's
 * place in its own history, and they follow the address the filter moves (a link with the server's `?category=` would
 * load another page). On a React page (a client navigation from one) they are the router's, a hash on this page with
 * its search kept: a plain `#` link is a history entry the router never sees, so it kept the visitor's place under the
 * page before the jump, and Back from another page put them at the section instead of where they had scrolled to from
 * it (decision 095).
 */
function SectionLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const documentPage = useDocumentPage()
  if (documentPage)
    return (
      <a href={`#${id}`} className={className}>
        {children}
      </a>
    )
  return (
    <Link to="." search={true} hash={id} className={className}>
      {children}
    </Link>
  )
}

export function CreativeLabScreen({ category }: { category: string | undefined }) {
  const t = useT()
  const lang = useLang()
  const social = useSiteSettings(lang)?.social ?? []
  const hero = useScreenModule<HTMLElement>(labModules, 'labBlue')
  const freebies = useScreenModule<HTMLElement>(labModules, 'resourceFilter')

  return (
    <div className={styles.lab}>
      <nav id="lab-top" className={styles.labNav} aria-label={t.lab.navLabel()}>
        <Link to={screenPath('home', lang)} className={styles.back}>
          <span aria-hidden="true">←</span> {t.lab.backHome()}
        </Link>
        <ul className={styles.labNavList}>
          {SECTIONS.map((id) => (
            <li key={id}>
              <SectionLink id={id}>{t.lab.nav[id]()}</SectionLink>
            </li>
          ))}
        </ul>
      </nav>

      <section ref={hero} className={styles.hero} aria-labelledby="lab-title" {...moduleRoot(labModules, 'labBlue')}>
        {/* Reduced motion: no loop, the poster (its first frame) stays. */}
        <AutoplayLoop
          name="lab-hero"
          preload="metadata"
          poster="/media/lab-hero-poster.webp"
          aria-hidden="true"
          tabIndex={-1}
        />
        <div className={styles.heroInner}>
          <h1 id="lab-title" className={styles.heroTitle}>
            {t.screens.creativeLab.heading()}
          </h1>
          <p className={styles.heroLead}>{t.lab.lead()}</p>
        </div>
      </section>

      <ul className={styles.tags} aria-label={t.lab.tagsLabel()}>
        {TAGS.map((tag) => (
          <li key={tag}>{t.lab.tags[tag]()}</li>
        ))}
      </ul>

      <section id="intro" className={styles.section} aria-labelledby="lab-mission">
        <h2 id="lab-mission" className="visually-hidden">
          {t.lab.missionTitle()}
        </h2>
        <p className={styles.mission}>
          {MISSION.map((line) => (
            <span key={line}>{t.lab.mission[line]()}</span>
          ))}
        </p>
      </section>

      <section id="music" className={`${styles.section} ${styles.music}`} aria-labelledby="lab-music">
        <div>
          <h2 id="lab-music" className={styles.title}>
            {t.lab.musicTitle()}
          </h2>
          <p className={styles.text}>{t.lab.musicText()}</p>
        </div>
        <Playlist />
      </section>

      <section id="game" className={styles.gameSection} aria-labelledby="lab-game">
        <h2 id="lab-game" className={styles.title}>
          {t.game.title()}
        </h2>
        <p className={styles.intro}>{t.game.intro()}</p>
        <CardGame />
      </section>

      <section id="brand" className={styles.section} aria-labelledby="lab-brand">
        <h2 id="lab-brand" className={styles.title}>
          {t.lab.brandTitle()}
        </h2>
        <p className={styles.text}>{t.lab.brandText()}</p>
        <BrandLogos />
      </section>

      <section
        ref={freebies}
        id="freebies"
        className={styles.section}
        aria-labelledby="lab-freebies"
        {...moduleRoot(labModules, 'resourceFilter')}
      >
        <h2 id="lab-freebies" className={styles.title}>
          {t.lab.freebiesTitle()}
        </h2>
        <p className={styles.text}>{t.lab.freebiesText()}</p>
        <FreeResources category={category} />
      </section>

      {social.length ? (
        <section className={styles.section} aria-labelledby="lab-social">
          <h2 id="lab-social" className={styles.title}>
            {t.lab.socialTitle()}
          </h2>
          <ul className={styles.socialCards}>
            {social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialCard}>
                  <span className={styles.socialName}>{t.social[link.network]()}</span>
                  <span className={styles.socialLine}>{t.lab.socialWhat[link.network]()}</span>
                  <span className={styles.socialHandle}>{handleOf(link.url)}</span>
                  <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                  <span className={styles.socialArrow} aria-hidden="true">
                    ↗
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.labFooter}>
        <p>{t.lab.footerText()}</p>
        <SectionLink id="lab-top" className={lab.pill}>
          <span aria-hidden="true">↑</span> {t.lab.backToTop()}
        </SectionLink>
      </div>
    </div>
  )
}
