import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchAboutPage, fetchServicesPage } from './pages.functions'

export const servicesPageQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['services-page', lang], queryFn: () => fetchServicesPage({ data: { lang } }) })

export const aboutPageQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['about-page', lang], queryFn: () => fetchAboutPage({ data: { lang } }) })
