import { createServerFn } from '@tanstack/react-start'
import { cmsLocale } from '~/i18n/lang'
import { aboutPage, servicesPage } from './schemas.server'
import { langInput } from './server-fn-inputs'
import { cmsGet } from './strapi.server'

export type { AboutStat } from './schemas.server'

/** The services page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchServicesPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'services-page',
      // The CMS's controller populates the page itself (a panel's services are two levels deep).
      { locale: cmsLocale[data.lang] },
      servicesPage,
      { notFoundBody: { data: null } },
    )
    return response.data
  })

/** The about page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchAboutPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'about-page',
      { locale: cmsLocale[data.lang], populate: { stats: true, values: true, facts: true, shareImage: true } },
      aboutPage,
      { notFoundBody: { data: null } },
    )
    return response.data
  })
