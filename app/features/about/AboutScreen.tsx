import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { Clocks } from '~/components/clocks/Clocks'
import { PageHero } from '~/components/PageHero'
import { TitledSection } from '~/components/TitledSection'
import { aboutPageQuery } from '~/content/pages/pages.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './AboutScreen.module.css'
import { FunFacts } from './FunFacts'
import { StatCards } from './StatCards'

/**
 * product.md "About": hero with clocks, team image, stat cards, values, fun facts, now/2020, Open Roles. The words are the
 * editors' (the about-page single type); a part they left empty is left out. The pictures and their descriptions are
 * the site's.
 */
export function AboutScreen() {
  const t = useT()
  const lang = useLang()
  const { data: copy } = useSuspenseQuery(aboutPageQuery(lang))
  const offices = useSiteSettings(lang)?.offices.length ?? null
  return (
    <>
      <PageHero title={t.screens.about.heading()}>
        {copy?.lead ? <p>{copy.lead}</p> : null}
        <Clocks className={styles.clocks} />
      </PageHero>

      <figure className={styles.team}>
        <picture>
          <source
            type="image/webp"
            srcSet="/media/about-team-800.webp 800w, /media/about-team.webp 1600w"
            sizes="100vw"
          />
          <img
            src="/media/about-team.jpg"
            srcSet="/media/about-team-800.jpg 800w, /media/about-team.jpg 1600w"
            sizes="100vw"
            width={1600}
            height={900}
            alt={t.about.teamAlt()}
            fetchPriority="high"
            className={styles.teamImage}
          />
        </picture>
      </figure>

      {copy?.stats.length ? (
        <TitledSection
          className={styles.section}
          headingId="about-stats"
          title={copy.statsTitle}
          label={t.about.statsLabel()}
          titleClassName={styles.sectionTitle}
        >
          <StatCards stats={copy.stats} offices={offices} />
        </TitledSection>
      ) : null}

      {copy?.values.length ? (
        <TitledSection
          className={styles.section}
          headingId="about-values"
          title={copy.valuesTitle}
          label={t.about.valuesLabel()}
          titleClassName={styles.sectionTitle}
        >
          <ul className={styles.values}>
            {copy.values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an editor may write the same value twice; the order is theirs.
              <li key={index}>{value}</li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {copy?.facts.length ? (
        // A new list from the editors starts the visitor's order afresh.
        <FunFacts key={copy.facts.join('\n')} title={copy.factsTitle} texts={copy.facts} />
      ) : null}

      <section className={styles.then} {...named('about-now', copy?.storyTitle, t.about.storyLabel())}>
        <div>
          {copy?.storyTitle ? (
            <h2 id="about-now" className={styles.sectionTitle}>
              {copy.storyTitle}
            </h2>
          ) : null}
          {copy?.storyText ? <p className={styles.thenText}>{copy.storyText}</p> : null}
        </div>
        {(
          [
            ['now', t.about.nowLabel(), t.about.nowAlt()],
            ['2020', t.about.thenLabel(), t.about.thenAlt()],
          ] as const
        ).map(([key, label, alt]) => (
          <figure key={key} className={styles.photo}>
            <picture>
              <source
                type="image/webp"
                srcSet={`/media/about-${key}-500.webp 500w, /media/about-${key}.webp 1000w`}
                sizes="(max-width: 900px) 100vw, 30vw"
              />
              <img
                src={`/media/about-${key}.jpg`}
                srcSet={`/media/about-${key}-500.jpg 500w, /media/about-${key}.jpg 1000w`}
                sizes="(max-width: 900px) 100vw, 30vw"
                width={1000}
                height={1250}
                alt={alt}
                loading="lazy"
                decoding="async"
              />
            </picture>
            <figcaption className={styles.photoLabel}>{label}</figcaption>
          </figure>
        ))}
      </section>

      <TitledSection
        className={styles.cta}
        headingId="about-cta"
        title={copy?.ctaTitle}
        label={t.about.ctaLink()}
        titleClassName={styles.sectionTitle}
      >
        <Link to={screenPath('careers', lang)} className={styles.ctaLink}>
          {t.about.ctaLink()} <span aria-hidden="true">→</span>
        </Link>
      </TitledSection>
    </>
  )
}

/** A section is named by its heading, or by the interface's words for it when the editors left the heading empty. */
function named(headingId: string, heading: string | null | undefined, fallback: string) {
  return heading ? { 'aria-labelledby': headingId } : { 'aria-label': fallback }
}
