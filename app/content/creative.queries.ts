import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchBrandLogos, fetchDesignCategories, fetchDesignResources } from './creative.functions'

export const brandLogosQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['creative', 'logos', lang], queryFn: () => fetchBrandLogos({ data: { lang } }) })

export const designResourcesQuery = (lang: Lang, category: string | undefined) =>
  queryOptions({
    queryKey: ['creative', 'resources', lang, category ?? null],
    queryFn: () => fetchDesignResources({ data: { lang, category } }),
  })

export const designCategoriesQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['creative', 'categories', lang], queryFn: () => fetchDesignCategories({ data: { lang } }) })
