import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useScreenHydrated } from '~/components/hydrating/hydrating-region'
import { PageHero } from '~/components/PageHero'
import { RichText } from '~/components/rich-text/RichText'
import { jobOpeningBySlugQuery } from '~/content/careers/careers.queries'
import type { ApplicationSubmission, FormPageData } from '~/forms/submissions'
import { useLang, useT } from '~/i18n'
import { ApplicationForm } from './ApplicationForm'
import styles from './CareersScreen.module.css'

/**
 * product.md "Career detail": the job title, the application form, then the job's description (product.md's order), with a link
 * from the title down to the description for a visitor who wants to read before applying.
 */
export function CareerScreen({ submission, sent }: FormPageData<ApplicationSubmission> & { sent?: 1 }) {
  useScreenHydrated()
  const t = useT()
  const lang = useLang()
  const { slug = '' } = useParams({ strict: false })
  const { data: job } = useSuspenseQuery(jobOpeningBySlugQuery(lang, slug))
  if (!job) return null
  return (
    <>
      <PageHero eyebrow={job.category ? t.careers.categories[job.category]() : undefined} title={job.title}>
        <a href="#career-description" className={styles.toDescription}>
          {t.careers.toDescription()} <span aria-hidden="true">↓</span>
        </a>
      </PageHero>
      <section className={styles.applyNow} aria-labelledby="career-apply">
        <h2 id="career-apply" className={styles.sectionTitle}>
          {t.apply.title()}
        </h2>
        {/* On the first screen and the point of the page: hydrated with it (decision 056). */}
        <ApplicationForm job={{ lang, slug }} submission={submission} sent={sent === 1} />
      </section>
      <section
        id="career-description"
        className={`${styles.roles} ${styles.description}`}
        aria-labelledby="career-description-title"
      >
        <h2 id="career-description-title" className={styles.sectionTitle}>
          {t.careers.descriptionTitle()}
        </h2>
        <RichText content={job.description} />
      </section>
    </>
  )
}
