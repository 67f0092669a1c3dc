import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useRef } from 'react'
import { Deferred } from '~/components/deferred/Deferred'
import { PageHero } from '~/components/PageHero'
import { RichText } from '~/components/rich-text/RichText'
import { jobOpeningBySlugQuery } from '~/content/careers.queries'
import type { ApplicationSubmission, FormPageData } from '~/content/submissions'
import { useLang, useT } from '~/i18n'
import { applicationFormPart } from './application-form-part'
import styles from './CareersScreen.module.css'

/**
 * product.md "Career detail": the job title, the application form, then the job's description (product.md's order), with a link
 * from the title down to the description for a visitor who wants to read before applying.
 */
export function CareerScreen({ submission, sent }: FormPageData<ApplicationSubmission> & { sent?: 1 }) {
  const t = useT()
  const lang = useLang()
  const { slug = '' } = useParams({ strict: false })
  const { data: job } = useSuspenseQuery(jobOpeningBySlugQuery(lang, slug))
  const applyRef = useRef<HTMLElement>(null)
  if (!job) return null
  return (
    <>
      <PageHero eyebrow={job.category ? t.careers.categories[job.category]() : undefined} title={job.title}>
        <a href="#career-description" className={styles.toDescription}>
          {t.careers.toDescription()} <span aria-hidden="true">↓</span>
        </a>
      </PageHero>
      <section ref={applyRef} data-deferred="" className={styles.applyNow} aria-labelledby="career-apply">
        <h2 id="career-apply" className={styles.sectionTitle}>
          {t.apply.title()}
        </h2>
        <Deferred
          part={applicationFormPart}
          props={{ job: { lang, slug }, submission, sent: sent === 1 }}
          region={applyRef}
        />
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
