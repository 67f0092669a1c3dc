import { useParams } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'

/** Until the CMS content layer lands, the heading is the document's slug in words. */
export function CareerScreen() {
  const t = useT()
  const { slug } = useParams({ strict: false })
  const title = (slug ?? '').replace(/-/g, ' ')
  return <PageHero eyebrow={t.screens.career.title()} title={title} />
}
