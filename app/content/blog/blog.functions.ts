import { createServerFn } from '@tanstack/react-start'
import { blogPost } from '~/content/blog/blog.schema.server'
import { collection } from '~/content/fields.server'
import { langInput, slugInput } from '~/content/server-fn-inputs'
import { cmsData, firstOrNull } from '~/content/strapi.server'
import { ARTICLE_ORDER } from './article-order'

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
  .handler(({ data }) =>
    cmsData(
      'blogs',
      data.lang,
      {
        populate: blogPopulate,
        sort: [...ARTICLE_ORDER],
        pagination: { pageSize: 100 },
      },
      blogList,
    ),
  )

/** product.md §7 "Blog by slug", in the page's language; `null` when no post of that language has the slug. */
export const fetchBlogPost = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    cmsData('blogs', data.lang, { populate: blogPagePopulate, filters: { slug: { $eq: data.slug } } }, blogList).then(
      firstOrNull,
    ),
  )
