import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { DragScroller } from '~/components/drag-scroller/DragScroller'
import { PageHero } from '~/components/PageHero'
import { TitledSection } from '~/components/TitledSection'
import { careersPageQuery, jobOpeningsQuery } from '~/content/careers/careers.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './CareersScreen.module.css'

const stripImages = ['studio-workshop', 'about-now', 'studio-desk', 'about-2020', 'studio-coffee'] as const
const photoImages = ['careers-pairing', 'careers-crit', 'careers-harbour'] as const

/** product.md "Careers list": hero, draggable image strip, tag lines, the "Not Delulu" section, photo strip, OPEN ROLES. */
export function CareersScreen() {
  const t = useT()
  const lang = useLang()
  const email = useSiteSettings(lang)?.email
  const { data: jobs } = useSuspenseQuery(jobOpeningsQuery(lang))
  const { data: copy } = useSuspenseQuery(careersPageQuery(lang))

  return (
    <>
      <PageHero title={t.screens.careers.heading()}>{copy?.lead ? <p>{copy.lead}</p> : null}</PageHero>

      <div className={styles.strip}>
        <DragScroller label={t.careers.stripLabel()} description={t.careers.stripHint()}>
          <ul className={styles.stripList}>
            {stripImages.map((image, index) => (
              <li key={image}>
                <img
                  src={`/media/${image}.webp`}
                  width={1000}
                  height={1250}
                  alt={t.careers.stripAlt({ index: index + 1 })}
                  loading={index < 2 ? undefined : 'lazy'}
                  decoding="async"
                  className={styles.stripImage}
                />
              </li>
            ))}
          </ul>
        </DragScroller>
      </div>

      {copy?.tags.length ? (
        <ul className={styles.tags}>
          {copy.tags.map((tag, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an editor may write the same line twice; the order is theirs.
            <li key={index}>{tag}</li>
          ))}
        </ul>
      ) : null}

      <TitledSection
        className={styles.dreams}
        headingId="careers-dreams"
        title={copy?.dreamsTitle}
        titleClassName={styles.sectionTitle}
      >
        <div>
          {copy?.dreamsText ? <p>{copy.dreamsText}</p> : null}
          <Link to={screenPath('about', lang)} className={styles.pill}>
            {t.careers.aboutLink()} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </TitledSection>

      <ul className={styles.photos} aria-hidden="true">
        {photoImages.map((image) => (
          <li key={image}>
            <img src={`/media/${image}-400.webp`} width={400} height={500} alt="" loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>

      <section className={styles.roles} aria-labelledby="careers-roles">
        <h2 id="careers-roles" className={styles.sectionTitle}>
          {/* The list's heading names its section for screen readers: the interface's words when the editors' are missing. */}
          {copy?.rolesTitle ?? t.careers.openRoles()}
        </h2>
        {jobs.length === 0 ? (
          <p>{email ? t.careers.noRoles({ email }) : t.careers.noRolesWithoutEmail()}</p>
        ) : (
          <ul className={styles.roleList}>
            {jobs.map((job) => (
              <li key={job.documentId} className={styles.role}>
                <h3 className={styles.roleTitle}>{job.title}</h3>
                {job.category ? <p className={styles.roleCategory}>{t.careers.categories[job.category]()}</p> : null}
                <Link
                  to={screenPath('career', lang, job.slug)}
                  className={styles.apply}
                  aria-label={`${t.careers.applyNow()}: ${job.title}`}
                >
                  {t.careers.applyNow()} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
