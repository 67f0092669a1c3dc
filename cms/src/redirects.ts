/**
 * Old addresses keep working (decision 037). A project, post or job opening whose slug an editor changes
 * keeps its earlier slugs in `earlierSlugs` (per language), and editors add redirects by hand; the site reads both in
 * one call (`GET /api/redirect-map`) and answers a 301 where it has no page. Here: keeping the earlier slugs, refusing
 * a redirect that would leave the site, chain or loop, and the map the site reads.
 */

import { earlierSlugsAfter, normalizeSitePath, sitePathProblem } from '@origin/shared/site-paths'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { PATHS } from './site-link'

/** The types whose documents have a page at a slug, with the site's name of that page (app/i18n/routes.ts). */
const SLUGGED = {
  'api::project.project': 'project',
  'api::blog.blog': 'blog',
  'api::job-opening.job-opening': 'career',
} as const satisfies Record<keyof typeof PATHS, string>

type Slugged = keyof typeof SLUGGED
const SLUGGED_TYPES = [
  'api::project.project',
  'api::blog.blog',
  'api::job-opening.job-opening',
] as const satisfies readonly Slugged[]

const REDIRECT = 'api::redirect.redirect'

function isSlugged(uid: string): uid is Slugged {
  return Object.hasOwn(SLUGGED, uid)
}

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const dataOf = (params: unknown): Data | null => {
  const data = isData(params) ? params.data : null
  return isData(data) ? data : null
}

const stringParam = (params: unknown, name: string): string | undefined => {
  const value = typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * On every save of a slugged document in one language: when its slug changes, the slug it had joins `earlierSlugs`.
 * The draft carries them, so they go live with the renamed version when it is published, not before.
 */
async function keepEarlierSlugs(strapi: Core.Strapi, uid: Slugged, params: unknown) {
  const data = dataOf(params)
  const documentId = stringParam(params, 'documentId')
  if (!data || !documentId || !('slug' in data || 'earlierSlugs' in data)) return
  const locale = stringParam(params, 'locale') ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale())
  const stored = await strapi.db.query(uid).findOne({
    select: ['slug', 'earlierSlugs'],
    where: { documentId, locale, publishedAt: null },
  })
  const previous = typeof stored?.slug === 'string' ? stored.slug : null
  const current = typeof data.slug === 'string' ? data.slug : previous
  const kept = 'earlierSlugs' in data ? data.earlierSlugs : stored?.earlierSlugs
  const earlier = earlierSlugsAfter(kept, previous, current)
  if (!earlier) {
    throw new errors.ValidationError(
      'Earlier slugs must be a list of slugs, like ["old-name"] (letters, digits, -, _, . and ~), or empty',
    )
  }
  data.earlierSlugs = earlier
}

/** Which slugged document, if any, once lived at `path` under an earlier slug, and where it lives now. */
async function movedDocumentAt(strapi: Core.Strapi, path: string): Promise<string | null> {
  for (const uid of SLUGGED_TYPES) {
    for (const locale of ['en', 'nb-NO'] as const) {
      const prefix = PATHS[uid][locale]
      if (!path.startsWith(prefix)) continue
      const slug = path.slice(prefix.length)
      const rows = await strapi.db.query(uid).findMany({
        select: ['slug', 'earlierSlugs'],
        where: { locale, publishedAt: { $notNull: true }, earlierSlugs: { $notNull: true } },
      })
      const moved = rows.find((row) => Array.isArray(row.earlierSlugs) && row.earlierSlugs.includes(slug))
      if (moved && typeof moved.slug === 'string' && moved.slug !== slug) return `${prefix}${moved.slug}`
    }
  }
  return null
}

/**
 * A redirect is written (created, saved, copied or published) only when both its paths are paths of this site, they
 * differ, and it makes no chain with another redirect (drafts included: they are published later) or with a renamed document's earlier address. Chains and loops
 * are refused rather than followed, so each old address is one 301 from its page. The paths are stored normalised.
 */
async function checkRedirect(strapi: Core.Strapi, action: string, params: unknown) {
  const documentId = stringParam(params, 'documentId')
  // What the saved draft will hold: what is sent over what is stored. An update and a publish keep this document's
  // own place (it is not "another redirect"); a copy (the admin's "duplicate") is a new one beside its source.
  const stored =
    action !== 'create' && documentId
      ? await strapi.db.query(REDIRECT).findOne({ select: ['from', 'to'], where: { documentId, publishedAt: null } })
      : null
  const data = dataOf(params) ?? (action === 'publish' || action === 'clone' ? {} : null)
  if (!data) return
  const self = action === 'update' || action === 'publish' ? documentId : undefined
  const raw = { from: data.from ?? stored?.from, to: data.to ?? stored?.to }
  const paths: { from: string; to: string } = { from: '', to: '' }
  for (const field of ['from', 'to'] as const) {
    const value = typeof raw[field] === 'string' ? normalizeSitePath(raw[field]) : raw[field]
    const problem = sitePathProblem(value)
    if (problem) throw new errors.ValidationError(`“${field === 'from' ? 'From' : 'To'}” ${problem}`)
    paths[field] = value as string
  }
  const { from, to } = paths
  if (from === to) throw new errors.ValidationError(`A redirect from ${from} to itself would loop`)
  const others = await strapi.db.query(REDIRECT).findMany({
    select: ['from', 'to', 'documentId'],
    where: self ? { documentId: { $ne: self } } : {},
  })
  const sameFrom = others.find((other) => other.from === from)
  if (sameFrom) throw new errors.ValidationError(`Another redirect already starts at ${from} (to ${sameFrom.to})`)
  const onward = others.find((other) => other.from === to)
  if (onward) {
    throw new errors.ValidationError(
      onward.to === from
        ? `${to} already redirects to ${from}: the two would loop`
        : `${to} itself redirects to ${onward.to}: point to ${onward.to} directly (chains are refused)`,
    )
  }
  const inward = others.find((other) => other.to === from)
  if (inward) {
    throw new errors.ValidationError(
      `${inward.from} already redirects to ${from}: change that redirect to point to ${to} instead (chains are refused)`,
    )
  }
  const moved = await movedDocumentAt(strapi, to)
  if (moved) {
    throw new errors.ValidationError(`${to} is the earlier address of a renamed page, now ${moved}: point there`)
  }
  // A publish copies the draft as it is; what was checked is stored normalised on every other path.
  if (action === 'publish') return
  data.from = from
  data.to = to
}

/** Every way a redirect is written (decision 037): created, saved, copied in the admin ("duplicate"), published. */
const REDIRECT_WRITES = new Set(['create', 'update', 'clone', 'publish'])

/** The document middlewares above; registered in `register`, before anything saves. */
export function registerRedirectRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === REDIRECT && REDIRECT_WRITES.has(context.action)) {
      await checkRedirect(strapi, context.action, context.params)
    } else if (isSlugged(context.uid) && context.action === 'update') {
      await keepEarlierSlugs(strapi, context.uid, context.params)
    }
    return next()
  })
}

export type RedirectMap = {
  redirects: { from: string; to: string }[]
  moved: { type: string; locale: string; slug: string; earlier: string[] }[]
}

/** What the site reads (`GET /api/redirect-map`): published entries only, in a stable order. */
export async function redirectMap(strapi: Core.Strapi): Promise<RedirectMap> {
  const redirects = await strapi.db.query(REDIRECT).findMany({
    select: ['from', 'to'],
    where: { publishedAt: { $notNull: true } },
    orderBy: { id: 'asc' },
  })
  const moved: RedirectMap['moved'] = []
  for (const uid of SLUGGED_TYPES) {
    const rows = await strapi.db.query(uid).findMany({
      select: ['slug', 'locale', 'earlierSlugs'],
      where: { publishedAt: { $notNull: true }, earlierSlugs: { $notNull: true } },
      orderBy: { updatedAt: 'desc' },
    })
    for (const row of rows) {
      if (!Array.isArray(row.earlierSlugs) || row.earlierSlugs.length === 0) continue
      moved.push({ type: SLUGGED[uid], locale: row.locale, slug: row.slug, earlier: row.earlierSlugs })
    }
  }
  return { redirects: redirects.map(({ from, to }) => ({ from, to })), moved }
}
