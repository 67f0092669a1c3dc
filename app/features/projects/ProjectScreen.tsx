import { useParams } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'

/** Until the CMS content layer lands, the heading is the document's slug in words. */
export function ProjectScreen() {
  const t = useT()
  const { slug } = useParams({ strict: false })
  const title = (slug ?? '').replace(/-/g, ' ')
  return <PageHero eyebrow={t.screens.project.title()} title={title} />
}
