import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchAllProjects, fetchProject, fetchProjectCategories, fetchProjectsPage } from './projects.functions'

export const projectsPageQuery = (lang: Lang, category: string | undefined, pages: number) =>
  queryOptions({
    queryKey: ['projects', 'page', lang, category ?? null, pages],
    queryFn: () => fetchProjectsPage({ data: { lang, category, pages } }),
  })

export const allProjectsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['projects', 'all', lang], queryFn: () => fetchAllProjects({ data: { lang } }) })

export const projectBySlugQuery = (lang: Lang, slug: string) =>
  queryOptions({ queryKey: ['projects', 'slug', lang, slug], queryFn: () => fetchProject({ data: { lang, slug } }) })

export const projectCategoriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['projects', 'categories', lang],
    queryFn: () => fetchProjectCategories({ data: { lang } }),
  })
