import * as v from 'valibot'
import { ABOUT_PAGE_LIMITS, SERVICES_PAGE_LIMITS, STAT_COUNTS, type StatCounts } from '~/content/content-model'
import { bounded, capped, pageSeo, seoFields } from '~/content/fields.server'
import type { PageSeo } from '~/content/shapes'

/* The services and about pages' words as the site reads them (decision 040). */

const SERVICES = SERVICES_PAGE_LIMITS

/** The services page's words; a missing text reads as absent, a panel or step without its title is left out. */
export type ServicesPage = {
  lead: string | null
  panels: { title: string; text: string | null; items: string[] }[]
  processTitle: string | null
  steps: { title: string; text: string | null }[]
  ctaNumber: string | null
  ctaText: string | null
  seo: PageSeo
}

const serviceItems = capped(SERVICES.items, v.object({ label: bounded(SERVICES.item) }), (item) =>
  item.label ? [item.label] : [],
)

/** The single type's answer: `data` is null when nobody has published it (a 404, read as absent). */
export const servicesPage = v.object({
  data: v.fallback(
    v.nullable(
      v.pipe(
        v.object({
          lead: bounded(SERVICES.lead),
          panels: capped(
            SERVICES.panels,
            v.object({
              title: bounded(SERVICES.panelTitle),
              text: bounded(SERVICES.panelText),
              items: serviceItems,
            }),
            (panel) =>
              panel.title ? [{ title: panel.title, text: panel.text ?? null, items: panel.items ?? [] }] : [],
          ),
          processTitle: bounded(SERVICES.processTitle),
          steps: capped(
            SERVICES.steps,
            v.object({ title: bounded(SERVICES.stepTitle), text: bounded(SERVICES.stepText) }),
            (step) => (step.title ? [{ title: step.title, text: step.text ?? null }] : []),
          ),
          ctaNumber: bounded(SERVICES.ctaNumber),
          ctaText: bounded(SERVICES.ctaText),
          ...seoFields,
        }),
        v.transform(
          (raw): ServicesPage => ({
            lead: raw.lead ?? null,
            panels: raw.panels ?? [],
            processTitle: raw.processTitle ?? null,
            steps: raw.steps ?? [],
            ctaNumber: raw.ctaNumber ?? null,
            ctaText: raw.ctaText ?? null,
            seo: pageSeo(raw),
          }),
        ),
      ),
    ),
    null,
  ),
})

// The about page's words

const ABOUT = ABOUT_PAGE_LIMITS

/**
 * A stat card: `value` is the number shown (`number`), the year counted from (`yearsSince`), or unused (`offices`,
 * counted from the site settings by the page).
 */
export type AboutStat = { label: string; counts: StatCounts; value: number | null; plus: boolean }

/** The about page's words; a missing text reads as absent, an entry without its text is left out. */
export type AboutPage = {
  lead: string | null
  statsTitle: string | null
  stats: AboutStat[]
  valuesTitle: string | null
  values: string[]
  factsTitle: string | null
  facts: string[]
  storyTitle: string | null
  storyText: string | null
  ctaTitle: string | null
  seo: PageSeo
}

const statValue = v.fallback(
  v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ABOUT.statValue))),
  null,
)

const aboutStats = capped(
  ABOUT.stats,
  v.object({
    label: bounded(ABOUT.statLabel),
    counts: v.fallback(v.picklist(STAT_COUNTS), 'number'),
    value: statValue,
    plus: v.fallback(v.nullish(v.boolean()), false),
  }),
  (stat): AboutStat[] =>
    // A number to show, or a year to count from, is what the card is: without it the card is left out.
    stat.label && (stat.counts === 'offices' || stat.value != null)
      ? [{ label: stat.label, counts: stat.counts, value: stat.value ?? null, plus: stat.plus ?? false }]
      : [],
)

/** The single type's answer: `data` is null when nobody has published it (a 404, read as absent). */
export const aboutPage = v.object({
  data: v.fallback(
    v.nullable(
      v.pipe(
        v.object({
          lead: bounded(ABOUT.lead),
          statsTitle: bounded(ABOUT.sectionTitle),
          stats: aboutStats,
          valuesTitle: bounded(ABOUT.sectionTitle),
          values: capped(ABOUT.values, v.object({ label: bounded(ABOUT.value) }), (item) =>
            item.label ? [item.label] : [],
          ),
          factsTitle: bounded(ABOUT.sectionTitle),
          facts: capped(ABOUT.facts, v.object({ text: bounded(ABOUT.fact) }), (fact) => (fact.text ? [fact.text] : [])),
          storyTitle: bounded(ABOUT.storyTitle),
          storyText: bounded(ABOUT.storyText),
          ctaTitle: bounded(ABOUT.ctaTitle),
          ...seoFields,
        }),
        v.transform(
          (raw): AboutPage => ({
            lead: raw.lead ?? null,
            statsTitle: raw.statsTitle ?? null,
            stats: raw.stats ?? [],
            valuesTitle: raw.valuesTitle ?? null,
            values: raw.values ?? [],
            factsTitle: raw.factsTitle ?? null,
            facts: raw.facts ?? [],
            storyTitle: raw.storyTitle ?? null,
            storyText: raw.storyText ?? null,
            ctaTitle: raw.ctaTitle ?? null,
            seo: pageSeo(raw),
          }),
        ),
      ),
    ),
    null,
  ),
})
