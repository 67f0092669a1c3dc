import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { projectBySlugQuery } from '~/content/projects.queries'
import { useLang, useT } from '~/i18n'

/** The rest of this screen arrives with its own issue; the heading is the CMS document's title. */
export function ProjectScreen() {
  const t = useT()
  const lang = useLang()
  const { slug = '' } = useParams({ strict: false })
  const { data } = useSuspenseQuery(projectBySlugQuery(lang, slug))
  return <PageHero eyebrow={t.screens.project.title()} title={data?.title ?? ''} />
}
