import * as v from 'valibot'
import { blogCategory } from '~/content/blog/blog.schema.server'
import { HOME_LIMITS, TESTIMONIAL_LIMITS } from '~/content/content-model'
import { bounded, capped, image, listItem, required, seoFields, text } from '~/content/fields.server'

/* The home page and the testimonials as the site reads them (decision 038; cms/src/api/home, testimonial). */

const labels = (max: number) =>
  capped(max, v.object({ label: bounded(HOME_LIMITS.label) }), (item) => (item.label ? [item.label] : []))

const homeCards = capped(
  HOME_LIMITS.cards,
  v.object({ title: bounded(HOME_LIMITS.cardTitle), text: bounded(HOME_LIMITS.cardText) }),
  (card) => (card.title ? [{ title: card.title, text: card.text ?? null }] : []),
)

const servicePanels = capped(
  HOME_LIMITS.panels,
  v.object({
    title: bounded(HOME_LIMITS.panelTitle),
    text: bounded(HOME_LIMITS.panelText),
    tags: labels(HOME_LIMITS.tags),
    items: labels(HOME_LIMITS.items),
    picture: image,
  }),
  (panel) =>
    panel.title
      ? [
          {
            title: panel.title,
            text: panel.text ?? null,
            tags: panel.tags ?? [],
            items: panel.items ?? [],
            picture: panel.picture ?? null,
          },
        ]
      : [],
)

/** A project as a home card shows it (a picked one, or one of the latest); `published` is false for a draft. */
export const homeProject = v.pipe(
  v.object({
    slug: required,
    Title: required,
    publishedAt: text,
    createdAt: text,
    ThumbnailImage: image,
    Tags: listItem('ProjectTag'),
    ProjectStatus: listItem('Status'),
  }),
  v.transform((raw) => ({
    slug: raw.slug,
    title: raw.Title,
    published: raw.publishedAt !== null,
    // The year it was entered, which a republish does not move: the card's year when the editor left it empty, or when
    // the card is one of the latest.
    year: raw.createdAt?.match(/^\d{4}/)?.[0] ?? null,
    thumbnail: raw.ThumbnailImage ?? null,
    status: (raw.ProjectStatus ?? []).at(-1) ?? null,
    tags: raw.Tags ?? [],
  })),
)

/** A post as a row of the home page's journal teaser shows it. */
export const homePost = v.pipe(
  v.object({
    slug: required,
    Title: required,
    releaseDate: text,
    publishedAt: text,
    ThumbnailImage: image,
    BlogCategory: blogCategory,
  }),
  v.transform((raw) => ({
    slug: raw.slug,
    title: raw.Title,
    published: raw.publishedAt !== null,
    date: raw.releaseDate ?? raw.publishedAt ?? null,
    category: raw.BlogCategory?.name ?? null,
    preview: raw.ThumbnailImage ?? null,
  })),
)

/** A relation inside a component: absent, null or unreadable (a deleted or unpublished document) reads as `null`. */
const related = <TSchema extends v.GenericSchema>(schema: TSchema) => v.fallback(v.nullish(schema), null)

const showcaseCards = capped(
  HOME_LIMITS.showcase,
  v.object({
    project: related(homeProject),
    year: bounded(HOME_LIMITS.year),
    status: bounded(HOME_LIMITS.status),
    focus: labels(HOME_LIMITS.focus),
    picture: image,
  }),
  (card) =>
    card.project
      ? [
          {
            project: card.project,
            year: card.year ?? card.project.year,
            status: card.status ?? null,
            focus: card.focus ?? [],
            picture: card.picture ?? null,
          },
        ]
      : [],
)

const journalPicks = capped(HOME_LIMITS.journal, v.object({ post: related(homePost) }), (pick) =>
  pick.post ? [pick.post] : [],
)

/** The home single type, as the CMS's home controller populates it (cms/src/api/home/controllers/home.ts). */
const homeDocument = v.object({
  heroTitle: bounded(HOME_LIMITS.heroTitle),
  heroCta: bounded(HOME_LIMITS.heroCta),
  introTitle: bounded(HOME_LIMITS.sectionTitle),
  introText: bounded(HOME_LIMITS.introText),
  craftTitle: bounded(HOME_LIMITS.sectionTitle),
  craft: homeCards,
  approachTitle: bounded(HOME_LIMITS.sectionTitle),
  approach: homeCards,
  servicesTitle: bounded(HOME_LIMITS.sectionTitle),
  panels: servicePanels,
  showcaseTitle: bounded(HOME_LIMITS.sectionTitle),
  showcase: showcaseCards,
  testimonialsTitle: bounded(HOME_LIMITS.sectionTitle),
  journalTitle: bounded(HOME_LIMITS.sectionTitle),
  journal: journalPicks,
  ...seoFields,
})

/** `{ data: home }`, or `{ data: null }` while the home page is unpublished: its texts then read as absent. */
export const homeResponse = v.object({
  data: v.fallback(v.nullish(homeDocument), null),
})

/** A testimonial; one without a quote or a name is left out. */
export const testimonial = v.pipe(
  v.object({
    documentId: required,
    quote: v.pipe(required, v.maxLength(TESTIMONIAL_LIMITS.quote)),
    name: v.pipe(required, v.maxLength(TESTIMONIAL_LIMITS.name)),
    role: bounded(TESTIMONIAL_LIMITS.role),
    company: bounded(TESTIMONIAL_LIMITS.company),
    logo: image,
  }),
  v.transform((raw) => ({
    key: raw.documentId,
    quote: raw.quote,
    name: raw.name,
    role: raw.role ?? null,
    company: raw.company ?? null,
    logo: raw.logo ?? null,
  })),
)
