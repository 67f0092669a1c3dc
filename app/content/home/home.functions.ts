import { createServerFn } from '@tanstack/react-start'
import type * as v from 'valibot'
import { ARTICLE_ORDER } from '~/content/blog/article-order'
import { HOME_LIMITS, TESTIMONIAL_LIMITS } from '~/content/content-model'
import { collection, pageSeo } from '~/content/fields.server'
import { homePost, homeProject, homeResponse, testimonial } from '~/content/home/home.schema.server'
import type { Image } from '~/content/media'
import { draftDocumentFor } from '~/content/preview.server'
import { langInput } from '~/content/server-fn-inputs'
import type { PageSeo } from '~/content/shapes'
import { cmsGet } from '~/content/strapi.server'
import { cmsLocale } from '~/i18n/lang'

export type HomeCard = { title: string; text: string | null }
export type HomePanel = { title: string; text: string | null; tags: string[]; items: string[]; picture: Image | null }
export type HomeProjectCard = {
  slug: string
  title: string
  year: string | null
  status: string | null
  focus: string[]
  picture: Image | null
}
export type HomePostRow = {
  slug: string
  title: string
  date: string | null
  category: string | null
  preview: Image | null
}
export type Testimonial = {
  key: string
  quote: string
  name: string
  role: string | null
  company: string | null
  logo: Image | null
}

/** The home page's content in one language; a text the editors left empty (or that does not fit) is `null`. */
export type HomeContent = {
  heroTitle: string | null
  heroCta: string | null
  introTitle: string | null
  introText: string | null
  craftTitle: string | null
  craft: HomeCard[]
  approachTitle: string | null
  approach: HomeCard[]
  servicesTitle: string | null
  panels: HomePanel[]
  showcaseTitle: string | null
  showcase: HomeProjectCard[]
  testimonialsTitle: string | null
  testimonials: Testimonial[]
  journalTitle: string | null
  journal: HomePostRow[]
  seo: PageSeo
}

const projectFields = ['slug', 'Title', 'publishedAt', 'createdAt']
const postFields = ['slug', 'Title', 'releaseDate', 'publishedAt']
const latestProjects = collection(homeProject, 'project')
const latestPosts = collection(homePost, 'blog post')
const testimonials = collection(testimonial, 'testimonial')

/** The picks first, then the latest not already picked, to `size` in all (decision 038). */
function withLatest<T extends { slug: string }>(picked: readonly T[], latest: readonly T[], size: number): T[] {
  const taken = new Set(picked.map((entry) => entry.slug))
  return [...picked, ...latest.filter((entry) => !taken.has(entry.slug))].slice(0, size)
}

/**
 * product.md "Home": the page's words, its testimonials, and the projects and posts it links to, in four CMS reads made
 * at once (no waterfall). A picked project or post that is not published is left out and the latest published take its
 * place, so a link on home never leads to a page that is not there; in preview, drafts count as the editor sees them.
 */
export const fetchHome = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(async ({ data }): Promise<HomeContent> => {
    const locale = cmsLocale[data.lang]
    // Enough of the latest to fill every place even when all the picks are among them.
    const latestSize = HOME_LIMITS.showcase + HOME_LIMITS.journal
    const [homeAnswer, projects, posts, quotes] = await Promise.all([
      cmsGet('home', { locale }, homeResponse),
      cmsGet(
        'projects',
        {
          fields: projectFields,
          populate: { ThumbnailImage: true, Tags: true, ProjectStatus: true },
          sort: ['id:desc'],
          locale,
          pagination: { pageSize: latestSize },
        },
        latestProjects,
      ),
      cmsGet(
        'blogs',
        {
          fields: postFields,
          populate: { ThumbnailImage: true, BlogCategory: { fields: ['Category', 'key'] } },
          sort: [...ARTICLE_ORDER],
          locale,
          pagination: { pageSize: latestSize },
        },
        latestPosts,
      ),
      cmsGet(
        'testimonials',
        {
          populate: { logo: true },
          sort: ['order:asc', 'id:asc'],
          locale,
          pagination: { pageSize: TESTIMONIAL_LIMITS.count },
        },
        testimonials,
      ),
    ])
    // The home page's own draft links to the drafts of what it picks (Strapi reads a draft's relations as drafts).
    const live = draftDocumentFor('home', locale) ? () => true : (entry: { published: boolean }) => entry.published
    const home = homeAnswer.data
    const picked: HomeProjectCard[] = (home?.showcase ?? [])
      .filter((card) => live(card.project))
      .map((card) => ({
        slug: card.project.slug,
        title: card.project.title,
        year: card.year,
        status: card.status ?? card.project.status,
        focus: card.focus.length > 0 ? card.focus : card.project.tags.slice(0, HOME_LIMITS.focus),
        picture: card.picture ?? card.project.thumbnail,
      }))
    const latest: HomeProjectCard[] = projects.data.filter(live).map((project) => ({
      slug: project.slug,
      title: project.title,
      year: project.year,
      status: project.status,
      focus: project.tags.slice(0, HOME_LIMITS.focus),
      picture: project.thumbnail,
    }))
    const row = (post: v.InferOutput<typeof homePost>): HomePostRow => ({
      slug: post.slug,
      title: post.title,
      date: post.date,
      category: post.category,
      preview: post.preview,
    })
    return {
      heroTitle: home?.heroTitle ?? null,
      heroCta: home?.heroCta ?? null,
      introTitle: home?.introTitle ?? null,
      introText: home?.introText ?? null,
      craftTitle: home?.craftTitle ?? null,
      craft: home?.craft ?? [],
      approachTitle: home?.approachTitle ?? null,
      approach: home?.approach ?? [],
      servicesTitle: home?.servicesTitle ?? null,
      panels: home?.panels ?? [],
      showcaseTitle: home?.showcaseTitle ?? null,
      showcase: withLatest(picked, latest, HOME_LIMITS.showcase),
      testimonialsTitle: home?.testimonialsTitle ?? null,
      testimonials: quotes.data,
      journalTitle: home?.journalTitle ?? null,
      journal: withLatest(
        (home?.journal ?? []).filter(live).map(row),
        posts.data.filter(live).map(row),
        HOME_LIMITS.journal,
      ),
      seo: pageSeo(home ?? {}),
    }
  })
