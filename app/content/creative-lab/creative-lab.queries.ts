import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchBrandLogos, fetchDesignCategories, fetchDesignResources } from './creative-lab.functions'

export const brandLogosQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['creative-lab', 'logos', lang], queryFn: () => fetchBrandLogos({ data: { lang } }) })

export const designResourcesQuery = (lang: Lang, category: string | undefined) =>
  queryOptions({
    queryKey: ['creative-lab', 'resources', lang, category ?? null],
    queryFn: () => fetchDesignResources({ data: { lang, category } }),
  })

export const designCategoriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['creative-lab', 'categories', lang],
    queryFn: () => fetchDesignCategories({ data: { lang } }),
  })
