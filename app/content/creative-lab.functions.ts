import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsLocale, LANGS } from '~/i18n/lang'
import { brandLogo, collection, designCategory, designResource } from './schemas.server'
import { langInput, validatorOf } from './server-fn-inputs'
import { cmsGet } from './strapi.server'

/** product.md §7 "Brand logos" (origin3-logos), in the page's language. */
export const fetchBrandLogos = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'origin3-logos',
      { populate: { LogoImage: true }, locale: cmsLocale[data.lang], sort: ['id:asc'] },
      collection(brandLogo, 'brand logo'),
    )
    return response.data
  })

/** product.md §7 "Design resources", newest first, optionally of one category (its name in the page's language). */
export const fetchDesignResources = createServerFn({ method: 'GET' })
  .validator(
    validatorOf(v.object({ lang: v.picklist(LANGS), category: v.optional(v.pipe(v.string(), v.maxLength(100))) })),
  )
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'creative-files',
      {
        populate: { Thumbnail: true, FileCategory: true, File: true, PhoneFile: true },
        sort: ['id:desc'],
        locale: cmsLocale[data.lang],
        ...(data.category ? { filters: { FileCategory: { Category: { $eq: data.category } } } } : {}),
      },
      collection(designResource, 'design resource'),
    )
    return response.data
  })

/** product.md §7 "Design categories", in the page's language. */
export const fetchDesignCategories = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'file-categories',
      { locale: cmsLocale[data.lang], sort: ['id:asc'] },
      collection(designCategory, 'design category'),
    )
    return response.data
  })
