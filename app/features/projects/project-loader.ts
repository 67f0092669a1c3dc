import type { QueryClient } from '@tanstack/react-query'
import { preloadRichText } from '~/components/rich-text/preload'
import { ensureDocument } from '~/content/ensure-document'
import { allProjectsQuery, projectBySlugQuery } from '~/content/projects/projects.queries'
import type { Lang } from '~/i18n/lang'

/** The project and the list its Next Project block walks, fetched together. */
export async function loadProject(queryClient: QueryClient, lang: Lang, slug: string) {
  preloadRichText()
  const [document] = await Promise.all([
    ensureDocument(queryClient, projectBySlugQuery(lang, slug), { screen: 'project', lang, slug }),
    queryClient.ensureQueryData(allProjectsQuery(lang)),
  ])
  return document
}
