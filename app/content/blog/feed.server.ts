import { blogPost } from '~/content/blog/blog.schema.server'
import { collection } from '~/content/fields.server'
import { cmsGet } from '~/content/strapi.server'
import { cmsLocale, type Lang } from '~/i18n/lang'
import { ARTICLE_ORDER } from './article-order'

/** A post as the journal's feed carries it. */
export type FeedPost = {
  /** The CMS's document id: an entry keeps its id when its slug changes. */
  documentId: string
  slug: string
  title: string
  summary: string | null
  published: string | null
  updated: string | null
  category: string | null
  image: { src: string; mime: string | null } | null
}

const posts = collection(blogPost, 'blog post')

/**
 * The newest posts of a language (product.md §7 "Blog list", cut to `size`), read through the CMS cache, which a
 * publish empties as it does for the pages.
 */
export async function newestPosts(lang: Lang, size: number): Promise<FeedPost[]> {
  const response = await cmsGet(
    'blogs',
    {
      populate: { MainImage: true, BlogCategory: true },
      sort: [...ARTICLE_ORDER],
      locale: cmsLocale[lang],
      pagination: { pageSize: size },
    },
    posts,
    // Published only, a preview cookie or not: a feed reader keeps what it reads.
    { draft: false },
  )
  return response.data.map((post) => ({
    documentId: post.documentId,
    slug: post.slug,
    title: post.title,
    summary: post.seo.description,
    published: post.seo.published,
    updated: post.seo.modified,
    category: post.category?.name ?? null,
    image: post.mainImage ? { src: post.mainImage.src, mime: post.mainImage.mime } : null,
  }))
}
