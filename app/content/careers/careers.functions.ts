import { createServerFn } from '@tanstack/react-start'
import { careersPage } from '~/content/careers/careers.schema.server'
import { langInput, slugInput } from '~/content/server-fn-inputs'
import { cmsData } from '~/content/strapi.server'
import { jobList, jobOpeningBySlug, jobPopulate } from './careers.server'

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
  .handler(({ data }) => jobOpeningBySlug(data.lang, data.slug))

/** The careers page's words in the page's language; null when not published (or the CMS cannot say). */
export const fetchCareersPage = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData('careers-page', data.lang, { populate: { tags: true, shareImage: true } }, careersPage, {
      notFoundBody: { data: null },
    }),
  )
