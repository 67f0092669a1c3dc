import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchCareersPage, fetchJobOpening, fetchJobOpenings } from './careers.functions'

export const jobOpeningsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['job-openings', 'list', lang], queryFn: () => fetchJobOpenings({ data: { lang } }) })

export const jobOpeningBySlugQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['job-openings', 'slug', lang, slug],
    queryFn: () => fetchJobOpening({ data: { lang, slug } }),
  })

export const careersPageQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['careers-page', lang], queryFn: () => fetchCareersPage({ data: { lang } }) })
