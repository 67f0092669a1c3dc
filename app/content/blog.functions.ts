import { createServerFn } from '@tanstack/react-start'
import { cmsLocale } from '~/i18n/lang'
import { blogPost, collection } from './schemas.server'
import { langInput, slugInput } from './server-fn-inputs'
import { cmsGet } from './strapi.server'

const blogPopulate = {
  MainImage: true,
  ThumbnailImage: true,
  BlogCategory: true,
  localizations: { fields: ['slug', 'locale'] },
}

/** A post's own page also reads its share image (the list needs none). */
const blogPagePopulate = { ...blogPopulate, shareImage: true }

const blogList = collection(blogPost, 'blog post')

/** product.md §7 "Blog list": every post of a language, newest first. */
export const fetchBlogPosts = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'blogs',
      {
        populate: blogPopulate,
        sort: ['publishedAt:desc'],
        locale: cmsLocale[data.lang],
        pagination: { pageSize: 100 },
      },
      blogList,
    )
    return response.data
  })

/** product.md §7 "Blog by slug", in the page's language; `null` when no post of that language has the slug. */
export const fetchBlogPost = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'blogs',
      { populate: blogPagePopulate, filters: { slug: { $eq: data.slug } }, locale: cmsLocale[data.lang] },
      blogList,
    )
    return response.data[0] ?? null
  })
