import * as v from 'valibot'
import { CAREERS_PAGE_LIMITS, JOB_CATEGORIES } from '~/content/content-model'
import {
  blocks,
  blocksToText,
  bounded,
  localizations,
  localizedSlugs,
  metaDescription,
  pageSeo,
  required,
  seoFields,
  text,
  tolerantList,
} from '~/content/fields.server'
import type { DocumentSeo, PageSeo } from '~/content/shapes'

/* Job openings and the careers page's words as the site reads them (cms/src/api/job-opening, careers-page). */

export const jobOpening = v.pipe(
  v.object({
    documentId: required,
    slug: required,
    jobTitle: required,
    jobCategories: v.fallback(v.nullish(v.picklist(JOB_CATEGORIES)), null),
    jobDescription: blocks,
    locale: text,
    publishedAt: text,
    updatedAt: text,
    localizations,
    ...seoFields,
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.jobTitle,
    category: raw.jobCategories ?? null,
    description: raw.jobDescription ?? [],
    locale: raw.locale ?? null,
    publishedAt: raw.publishedAt ?? null,
    localizedSlugs: localizedSlugs({ slug: raw.slug, locale: raw.locale ?? null }, raw.localizations ?? []),
    seo: {
      title: raw.metaTitle ?? null,
      description: metaDescription(raw.metaDescription ?? null, raw.jobDescription ?? []),
      image: raw.shareImage ?? null,
      picture: null,
      published: raw.publishedAt ?? null,
      modified: raw.updatedAt ?? raw.publishedAt ?? null,
    } satisfies DocumentSeo,
    /** The whole description as text, for the JobPosting structured data. */
    text: blocksToText(raw.jobDescription ?? [], 5000),
  })),
)

// The careers page's words

const CAREERS = CAREERS_PAGE_LIMITS

/** The careers page's words; each missing one reads as absent (its element is left out). */
export type CareersPage = {
  lead: string | null
  tags: string[]
  dreamsTitle: string | null
  dreamsText: string | null
  rolesTitle: string | null
  seo: PageSeo
}

/** The single type's answer: `data` is null when nobody has published it (a 404, read as absent). */
export const careersPage = v.object({
  data: v.fallback(
    v.nullable(
      v.pipe(
        v.object({
          lead: bounded(CAREERS.lead),
          tags: tolerantList(v.object({ label: v.pipe(required, v.maxLength(CAREERS.tag)) }), (tag) => [tag.label]),
          dreamsTitle: bounded(CAREERS.dreamsTitle),
          dreamsText: bounded(CAREERS.dreamsText),
          rolesTitle: bounded(CAREERS.rolesTitle),
          ...seoFields,
        }),
        v.transform(
          (raw): CareersPage => ({
            lead: raw.lead ?? null,
            tags: (raw.tags ?? []).slice(0, CAREERS.tags),
            dreamsTitle: raw.dreamsTitle ?? null,
            dreamsText: raw.dreamsText ?? null,
            rolesTitle: raw.rolesTitle ?? null,
            seo: pageSeo(raw),
          }),
        ),
      ),
    ),
    null,
  ),
})
