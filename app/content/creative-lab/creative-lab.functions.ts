import { createServerFn } from '@tanstack/react-start'
import { brandLogo, designCategory, designResource } from '~/content/creative-lab/creative-lab.schema.server'
import { collection } from '~/content/fields.server'
import { langInput } from '~/content/server-fn-inputs'
import { cmsData } from '~/content/strapi.server'

/** product.md §7 "Brand logos" (origin3-logos), in the page's language. */
export const fetchBrandLogos = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'origin3-logos',
      data.lang,
      { populate: { LogoImage: true }, sort: ['id:asc'] },
      collection(brandLogo, 'brand logo'),
    ),
  )

/**
 * product.md §7 "Design resources", newest first, every category: the lab's filter shows one in place. Up to Strapi's
 * largest page, so a category's resources are all there, not only those among the newest 25 (its default page).
 */
export const fetchDesignResources = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'creative-files',
      data.lang,
      {
        populate: { Thumbnail: true, FileCategory: true, File: true, PhoneFile: true },
        sort: ['id:desc'],
        pagination: { pageSize: 100 },
      },
      collection(designResource, 'design resource'),
    ),
  )

/** product.md §7 "Design categories", in the page's language. */
export const fetchDesignCategories = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData('file-categories', data.lang, { sort: ['id:asc'] }, collection(designCategory, 'design category')),
  )
