import { jobOpening } from '~/content/careers/careers.schema.server'
import { collection } from '~/content/fields.server'
import { cmsData, firstOrNull } from '~/content/strapi.server'
import type { Lang } from '~/i18n/lang'

export const jobList = collection(jobOpening, 'job opening')
export const jobPopulate = { localizations: { fields: ['slug', 'locale'] } }

/**
 * product.md §7 "Job by slug"; `null` when there is none published in that language. One CMS read for the career page
 * and for an application to it, so the application's lookup is the page's cached answer.
 */
export function jobOpeningBySlug(lang: Lang, slug: string) {
  return cmsData(
    'job-openings',
    lang,
    { populate: { ...jobPopulate, shareImage: true }, filters: { slug: { $eq: slug } } },
    jobList,
  ).then(firstOrNull)
}
