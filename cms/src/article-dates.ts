/**
 * Every journal article has a date of its own (`releaseDate`, shown on the article as its release date), and the
 * journal, its feeds, the "read more" cards, the home page's teaser and the sitemap are ordered by it, newest first
 * (then by title). Strapi 5 sets `publishedAt` anew at every publish, so ordering by it put a 2024 article whose typo
 * was corrected at the top. An article saved without a date gets the day it was first saved; one stored without
 * (an older database) gets the day it was first published, once, at start. A date is never empty, so every database
 * orders alike (SQLite and PostgreSQL place empty values at opposite ends).
 */
import type { Core } from '@strapi/strapi'

const BLOG = 'api::blog.blog'

/** The date part (YYYY-MM-DD) of a moment. */
const day = (moment: Date) => moment.toISOString().slice(0, 10)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** On every save of an article: no date, or a date taken away, becomes today's. */
export function registerArticleDates(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === BLOG && (context.action === 'create' || context.action === 'update')) {
      const data = isRecord(context.params) && isRecord(context.params.data) ? context.params.data : null
      const missing =
        context.action === 'create' ? !data?.releaseDate : data !== null && 'releaseDate' in data && !data.releaseDate
      if (data && missing) data.releaseDate = day(new Date())
    }
    return next()
  })
}

/** Articles stored without a date (before dates were kept) get the day they were first published, or made. */
export async function backfillArticleDates(strapi: Core.Strapi): Promise<void> {
  const rows = await strapi.db.query(BLOG).findMany({
    select: ['id', 'publishedAt', 'createdAt'],
    where: { releaseDate: { $null: true } },
  })
  for (const row of rows) {
    const moment = row.publishedAt ?? row.createdAt
    await strapi.db
      .query(BLOG)
      .update({ where: { id: row.id }, data: { releaseDate: day(new Date(moment ?? Date.now())) } })
  }
  if (rows.length > 0) strapi.log.info(`Gave ${rows.length} articles without a date the day they were published`)
}
