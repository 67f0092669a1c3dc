import * as v from 'valibot'
import { LEGAL_LIMITS, LEGAL_PAGES } from '~/content/content-model'
import { bounded, pageSeo, required, seoFields, text, tolerantList } from '~/content/fields.server'

/* The legal pages as the site reads them (decision 035; cms/src/api/legal-page). */

const legalSection = v.object({
  title: v.pipe(required, v.maxLength(LEGAL_LIMITS.sectionTitle)),
  anchor: v.fallback(
    v.pipe(
      bounded(LEGAL_LIMITS.anchor),
      v.check((value) => value === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)),
    ),
    null,
  ),
  body: bounded(LEGAL_LIMITS.body),
})

/** A legal page: its title, the date of its current version and its sections (Markdown, legal-markdown.server.ts). */
export const legalPage = v.pipe(
  v.object({
    page: v.picklist(LEGAL_PAGES),
    title: bounded(LEGAL_LIMITS.title),
    updated: v.fallback(
      v.pipe(
        text,
        v.check((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value)),
      ),
      null,
    ),
    ...seoFields,
    sections: tolerantList(legalSection, (section) => [
      { title: section.title, anchor: section.anchor ?? '', body: section.body ?? '' },
    ]),
  }),
  v.transform((raw) => ({
    page: raw.page,
    title: raw.title ?? null,
    updated: raw.updated ?? null,
    sections: (raw.sections ?? []).slice(0, LEGAL_LIMITS.sections),
    seo: pageSeo(raw),
  })),
)
