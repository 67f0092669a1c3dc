import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchBrandLogos, fetchDesignCategories, fetchDesignResources } from './creative-lab.functions'

export const brandLogosQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['creative-lab', 'logos', lang], queryFn: () => fetchBrandLogos({ data: { lang } }) })

/** Every resource: the lab's filter shows a category's in place (FreeResources.tsx). */
export const designResourcesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['creative-lab', 'resources', lang],
    queryFn: () => fetchDesignResources({ data: { lang } }),
  })

export const designCategoriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['creative-lab', 'categories', lang],
    queryFn: () => fetchDesignCategories({ data: { lang } }),
  })
