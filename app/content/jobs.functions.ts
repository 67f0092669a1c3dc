import { createServerFn } from '@tanstack/react-start'
import { cmsLocale } from '~/i18n/lang'
import { langInput, slugInput } from './inputs'
import { collection, jobOpening } from './schemas.server'
import { cmsGet } from './strapi.server'

const jobList = collection(jobOpening, 'job opening')
const jobPopulate = { localizations: { fields: ['slug', 'locale'] } }

/** SPEC 7 "Job openings", in the page's language. */
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

/** SPEC 7 "Job by slug"; `null` when there is none in that language. */
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
