import * as v from 'valibot'
import {
  blocks,
  image,
  images,
  listItem,
  localizations,
  localizedSlugs,
  metaDescription,
  required,
  seoFields,
  text,
  tolerantList,
} from '~/content/fields.server'
import type { DocumentSeo } from '~/content/shapes'

/* Projects and their categories as the site reads them (cms/src/api/project, category). */

const statistic = v.object({ Title: text, Number: text, Text: text })

const statistics = tolerantList(statistic, ({ Title, Number: value, Text }) =>
  Title || value || Text ? [{ title: Title, number: value, text: Text }] : [],
)

const projectCategories = tolerantList(v.object({ Category: required }), (item) => [item.Category])

export const project = v.pipe(
  v.object({
    id: v.number(),
    documentId: required,
    slug: required,
    Title: required,
    locale: text,
    publishedAt: text,
    updatedAt: text,
    Tags: listItem('ProjectTag'),
    ThumbnailImage: image,
    HeroImage: image,
    ProjectStatus: listItem('Status'),
    FirstSectionTitle: text,
    FirstSectionText: blocks,
    FirstSectionImage: image,
    Statistics: statistics,
    SecondSectionTitle: text,
    SecondSectionImages: images,
    FeaturesSectionTitle: text,
    ProjectFeatures: listItem('Feature'),
    ImageSlider: images,
    ThirdSectionTitle: text,
    ThirdSectionText: blocks,
    ThirdSectionImages: images,
    LastSectionTitle: text,
    LastSectionText: blocks,
    categories: projectCategories,
    nextProject: v.optional(v.nullable(v.object({ slug: text }))),
    localizations,
    ...seoFields,
  }),
  v.transform((raw) => ({
    id: raw.id,
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.Title,
    /** The project an editor chose for this one's "Next Project" link, if any (its slug). */
    nextSlug: raw.nextProject?.slug ?? null,
    locale: raw.locale ?? null,
    tags: raw.Tags ?? [],
    thumbnail: raw.ThumbnailImage ?? raw.HeroImage ?? null,
    heroImage: raw.HeroImage ?? null,
    status: raw.ProjectStatus ?? [],
    first: {
      title: raw.FirstSectionTitle ?? null,
      text: raw.FirstSectionText ?? [],
      image: raw.FirstSectionImage ?? null,
    },
    statistics: raw.Statistics ?? [],
    second: { title: raw.SecondSectionTitle ?? null, images: raw.SecondSectionImages ?? [] },
    features: { title: raw.FeaturesSectionTitle ?? null, items: raw.ProjectFeatures ?? [] },
    slider: raw.ImageSlider ?? [],
    third: {
      title: raw.ThirdSectionTitle ?? null,
      text: raw.ThirdSectionText ?? [],
      images: raw.ThirdSectionImages ?? [],
    },
    last: { title: raw.LastSectionTitle ?? null, text: raw.LastSectionText ?? [] },
    categories: raw.categories ?? [],
    localizedSlugs: localizedSlugs({ slug: raw.slug, locale: raw.locale ?? null }, raw.localizations ?? []),
    seo: {
      title: raw.metaTitle ?? null,
      description: metaDescription(raw.metaDescription ?? null, raw.FirstSectionText ?? []),
      image: raw.shareImage ?? null,
      picture: raw.HeroImage ?? raw.ThumbnailImage ?? null,
      published: raw.publishedAt ?? null,
      modified: raw.updatedAt ?? raw.publishedAt ?? null,
    } satisfies DocumentSeo,
  })),
)

export const projectCategory = v.pipe(
  v.object({
    id: v.number(),
    documentId: required,
    Category: required,
    projects: tolerantList(v.unknown(), (entry) => [entry]),
  }),
  v.transform((raw) => ({
    id: raw.id,
    /** The same in every language: what pairs a category's names. */
    documentId: raw.documentId,
    name: raw.Category,
    count: raw.projects?.length ?? 0,
  })),
)
