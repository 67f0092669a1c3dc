import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchBlogPost, fetchBlogPosts } from './blog.functions'

export const blogPostsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['blog', 'list', lang], queryFn: () => fetchBlogPosts({ data: { lang } }) })

export const blogPostBySlugQuery = (lang: Lang, slug: string) =>
  queryOptions({ queryKey: ['blog', 'slug', lang, slug], queryFn: () => fetchBlogPost({ data: { lang, slug } }) })
