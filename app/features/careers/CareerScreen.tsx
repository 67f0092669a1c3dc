import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { jobOpeningBySlugQuery } from '~/content/jobs.queries'
import { useLang, useT } from '~/i18n'

/** The rest of this screen arrives with its own issue; the heading is the CMS document's title. */
export function CareerScreen() {
  const t = useT()
  const lang = useLang()
  const { slug = '' } = useParams({ strict: false })
  const { data } = useSuspenseQuery(jobOpeningBySlugQuery(lang, slug))
  return <PageHero eyebrow={t.screens.career.title()} title={data?.title ?? ''} />
}
