import * as v from 'valibot'
import { BLOG_CATEGORY_KEYS } from '~/content/content-model'
import {
  blocks,
  image,
  localizations,
  localizedSlugs,
  metaDescription,
  num,
  required,
  seoFields,
  text,
} from '~/content/fields.server'
import type { DocumentSeo } from '~/content/shapes'

/* The journal's posts as the site reads them (their type: cms/src/api/blog; the reads: docs/product.md §7). */

export const blogCategory = v.fallback(
  v.pipe(
    v.nullish(v.object({ Category: text, key: v.fallback(v.nullish(v.picklist(BLOG_CATEGORY_KEYS)), null) })),
    v.transform((value) => (value?.Category ? { name: value.Category, key: value.key ?? null } : null)),
  ),
  null,
)

export const blogPost = v.pipe(
  v.object({
    documentId: required,
    slug: required,
    Title: required,
    UnderTitle: text,
    releaseDate: text,
    publishedAt: text,
    updatedAt: text,
    MinRead: num,
    MainImage: image,
    ThumbnailImage: image,
    BlogCategory: blogCategory,
    BlogEditor: blocks,
    locale: text,
    localizations,
    ...seoFields,
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.Title,
    subtitle: raw.UnderTitle ?? null,
    releaseDate: raw.releaseDate ?? raw.publishedAt ?? null,
    minRead: raw.MinRead ?? null,
    mainImage: raw.MainImage ?? null,
    thumbnail: raw.ThumbnailImage ?? raw.MainImage ?? null,
    category: raw.BlogCategory ?? null,
    body: raw.BlogEditor ?? [],
    locale: raw.locale ?? null,
    localizedSlugs: localizedSlugs({ slug: raw.slug, locale: raw.locale ?? null }, raw.localizations ?? []),
    seo: {
      title: raw.metaTitle ?? null,
      description: metaDescription(raw.metaDescription ?? raw.UnderTitle ?? null, raw.BlogEditor ?? []),
      image: raw.shareImage ?? null,
      picture: raw.MainImage ?? raw.ThumbnailImage ?? null,
      published: raw.releaseDate ?? raw.publishedAt ?? null,
      modified: raw.updatedAt ?? raw.publishedAt ?? null,
    } satisfies DocumentSeo,
  })),
)
