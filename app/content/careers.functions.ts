import { createServerFn } from '@tanstack/react-start'
import { careersPage, collection, jobOpening } from './schemas.server'
import { langInput, slugInput } from './server-fn-inputs'
import { cmsData, firstOrNull } from './strapi.server'

const jobList = collection(jobOpening, 'job opening')
const jobPopulate = { localizations: { fields: ['slug', 'locale'] } }

/** product.md §7 "Job openings", in the page's language. */
export const fetchJobOpenings = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'job-openings',
      data.lang,
      {
        populate: jobPopulate,
        sort: ['publishedAt:desc'],
        pagination: { pageSize: 100 },
      },
      jobList,
    ),
  )

/** product.md §7 "Job by slug"; `null` when there is none in that language. */
export const fetchJobOpening = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    cmsData(
      'job-openings',
      data.lang,
      {
        populate: { ...jobPopulate, shareImage: true },
        filters: { slug: { $eq: data.slug } },
      },
      jobList,
    ).then(firstOrNull),
  )

/** The careers page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchCareersPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData('careers-page', data.lang, { populate: { tags: true, shareImage: true } }, careersPage, {
      notFoundBody: { data: null },
    }),
  )
