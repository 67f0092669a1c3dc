import { Link } from '@tanstack/react-router'
import { Clocks } from '~/components/clocks/Clocks'
import { PageHero } from '~/components/PageHero'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './AboutScreen.module.css'
import { FunFacts } from './FunFacts'
import { StatCards } from './StatCards'

const values = ['adventure', 'innovation', 'collaboration', 'passion', 'creativity', 'diversity'] as const

/** SPEC "About": hero with clocks, team image, stat cards, values, fun facts, now/2020, Open Roles. */
export function AboutScreen() {
  const t = useT()
  const lang = useLang()
  return (
    <>
      <PageHero title={t.screens.about.heading()}>
        <p>{t.about.lead()}</p>
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
          />
        </picture>
      </figure>

      <section className={styles.section} aria-labelledby="about-stats">
        <h2 id="about-stats" className={styles.sectionTitle}>
          {t.about.statsTitle()}
        </h2>
        <StatCards />
      </section>

      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          {t.about.valuesTitle()}
        </h2>
        <ul className={styles.values}>
          {values.map((value) => (
            <li key={value}>{t.about.values[value]()}</li>
          ))}
        </ul>
      </section>

      <FunFacts />

      <section className={styles.then} aria-labelledby="about-now">
        <div>
          <h2 id="about-now" className={styles.sectionTitle}>
            {t.about.nowTitle()}
          </h2>
          <p className={styles.thenText}>{t.about.nowText()}</p>
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

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta" className={styles.sectionTitle}>
          {t.about.ctaTitle()}
        </h2>
        <Link to={screenPath('careers', lang)} className={styles.ctaLink}>
          {t.about.ctaLink()} <span aria-hidden="true">→</span>
        </Link>
      </section>
    </>
  )
}
