import { createServerFn } from '@tanstack/react-start'
import { aboutPage, servicesPage } from '~/content/pages/pages.schema.server'
import { langInput } from '~/content/server-fn-inputs'
import { cmsData } from '~/content/strapi.server'

export type { AboutStat } from '~/content/pages/pages.schema.server'

/** The services page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchServicesPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'services-page',
      data.lang,
      // The CMS's controller populates the page itself (a panel's services are two levels deep).
      {},
      servicesPage,
      { notFoundBody: { data: null } },
    ),
  )

/** The about page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchAboutPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'about-page',
      data.lang,
      { populate: { stats: true, values: true, facts: true, shareImage: true } },
      aboutPage,
      { notFoundBody: { data: null } },
    ),
  )
