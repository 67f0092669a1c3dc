import { createServerFn } from '@tanstack/react-start'
import { cmsLocale } from '~/i18n/lang'
import { careersPage, collection, jobOpening } from './schemas.server'
import { langInput, slugInput } from './server-fn-inputs'
import { cmsGet } from './strapi.server'

const jobList = collection(jobOpening, 'job opening')
const jobPopulate = { localizations: { fields: ['slug', 'locale'] } }

/** product.md §7 "Job openings", in the page's language. */
export const fetchJobOpenings = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'job-openings',
      {
        populate: jobPopulate,
        locale: cmsLocale[data.lang],
        sort: ['publishedAt:desc'],
        pagination: { pageSize: 100 },
      },
      jobList,
    )
    return response.data
  })

/** product.md §7 "Job by slug"; `null` when there is none in that language. */
export const fetchJobOpening = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'job-openings',
      {
        populate: { ...jobPopulate, shareImage: true },
        filters: { slug: { $eq: data.slug } },
        locale: cmsLocale[data.lang],
      },
      jobList,
    )
    return response.data[0] ?? null
  })

/** The careers page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchCareersPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'careers-page',
      { locale: cmsLocale[data.lang], populate: { tags: true, shareImage: true } },
      careersPage,
      { notFoundBody: { data: null } },
    )
    return response.data
  })
