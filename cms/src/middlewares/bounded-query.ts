/**
 * Anonymous reads are only as large as the site's own. Strapi populates relations as deep as a query asks
 * (`populate[categories][populate][projects][populate]=*` and deeper) and `rest.maxLimit` caps only the top level: one
 * anonymous GET of projects populated three relations deep answered 2.5 MB, three levels more 123 MB, and took Strapi
 * to 1.6 GB of memory. The site asks for at most one level, with named fields (app/content/*.functions.ts), so for a
 * caller without a content-API token anything beyond that is refused with a 400 in Strapi's error shape, naming the
 * rule and never echoing the query:
 *
 * - `populate` is `*`, a field name or a list of names, or an object of at most MAX_POPULATE_KEYS names whose values
 *   are `true` (`'true'` in a query string) or an object of only `fields`, `filters`, `sort` (no nested `populate`, no
 *   `on`, no `count`, no pagination); names are plain attribute names (a dotted `a.b` populates `b` inside `a`). A
 *   nested `'*'` is refused too: Strapi's query validator reads `populate[categories]=*` as everything inside the
 *   category, its own relations included;
 * - `filters` (top level and inside a populate) nest at most MAX_FILTER_DEPTH objects or arrays deep and name at most
 *   MAX_FILTER_ATTRIBUTES attributes in all (the site names two: `{ categories: { Category: { $eq } } }`). Any of
 *   them may be a relation, which Strapi joins (twice for a many-to-many), once more for every `$or` branch, and the
 *   rows multiply: twenty branches of `[categories]=<id>` took 15 s on the seed's 18 projects, with Strapi answering
 *   nothing else meanwhile (better-sqlite3 runs on Strapi's one JavaScript thread);
 * - `sort` (top level and inside a populate) names at most MAX_POPULATE_KEYS fields of the type itself (`name`,
 *   `name:asc`, `name:desc`): a dotted `categories.projects.…` joins every relation of the path (six such pairs took
 *   1.8 s, ten kept Strapi busy until it was stopped).
 *
 * It runs on the find/findOne routes of every public type (src/api/<type>/routes), after authentication, where
 * `ctx.state.auth.strategy` tells a real API token (the site's preview token, an operator's read token) from the
 * public role: a made-up bearer token is refused by Strapi (401), and a header that is not a bearer token (`Basic …`,
 * `Bearer a b`) falls back to the public role and is held to the rule like no header at all.
 */
import type { Context, Next } from 'koa'

export const MAX_POPULATE_KEYS = 16
export const MAX_FIELDS = 64
export const MAX_FILTER_DEPTH = 6
export const MAX_FILTER_ATTRIBUTES = 4

export const POPULATE_RULE =
  `populate may only be '*', field names, or at most ${MAX_POPULATE_KEYS} names each set to true or to ` +
  `{ fields, filters, sort }: one relation level, without nested populate, 'on' or 'count'`
export const FILTERS_RULE =
  `filters may nest at most ${MAX_FILTER_DEPTH} levels deep and name at most ${MAX_FILTER_ATTRIBUTES} fields or ` +
  `relations in all`
export const SORT_RULE =
  `sort may only name at most ${MAX_POPULATE_KEYS} fields of the type itself (name, name:asc or name:desc), ` +
  `never a path through a relation`

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/
/** `name`, `name:asc` or `name:desc`, comma-separated: a sort on the type's own fields, never through a relation. */
const SORT = /^[A-Za-z][A-Za-z0-9_]*(:(asc|desc))?(,[A-Za-z][A-Za-z0-9_]*(:(asc|desc))?)*$/i
const SUB_QUERY_KEYS: ReadonlySet<string> = new Set(['fields', 'filters', 'sort'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** A string, or an array of strings (how qs reads `x[0]=a&x[1]=b`), as a list; null for anything else. */
function stringsOf(value: unknown): readonly string[] | null {
  if (isString(value)) return [value]
  return Array.isArray(value) && value.every(isString) ? value : null
}

/** A name, `a,b,c`, or an array of those: at most `max` plain names in all. */
function isNameList(value: unknown, max: number): boolean {
  const parts = stringsOf(value)
  if (parts === null) return false
  const names = parts.flatMap((part) => part.split(','))
  return names.length <= max && names.every((name) => NAME.test(name.trim()))
}

/** How many objects or arrays deep a value nests (a scalar is 0). */
function depthOf(value: unknown): number {
  const children = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null
  if (children === null) return 0
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0)
}

/** A key that names an attribute, not an operator (`$eq`, `$or`) nor an array index (qs's `x[101]` past its limit). */
const isAttributeKey = (key: string) => !key.startsWith('$') && !/^\d+$/.test(key)

/** How many attributes (fields, relations, components) a filters tree names, wherever they are. */
function attributesNamed(value: unknown): number {
  if (!Array.isArray(value) && !isRecord(value)) return 0
  return Object.entries(value).reduce<number>(
    (named, [key, child]) => named + (isAttributeKey(key) ? 1 : 0) + attributesNamed(child),
    0,
  )
}

function isBoundedSort(value: unknown): boolean {
  const parts = stringsOf(value)
  return parts !== null && parts.length <= MAX_POPULATE_KEYS && parts.every((part) => SORT.test(part))
}

/** One populated relation, media or component: `true`, or its own fields, filters and sort, nothing deeper. */
function isBoundedSubPopulate(value: unknown): boolean {
  if (value === true || value === 'true') return true
  if (!isRecord(value)) return false
  return Object.entries(value).every(
    ([key, option]) => SUB_QUERY_KEYS.has(key) && (key !== 'fields' || isNameList(option, MAX_FIELDS)),
  )
}

/**
 * Whether a `populate` parameter has the shape the site itself asks for (see the rule above); the filters and sort
 * inside it are judged with the query's own by queryProblem.
 */
export function isBoundedPopulate(populate: unknown): boolean {
  if (populate === undefined || populate === '*') return true
  if (typeof populate === 'string' || Array.isArray(populate)) return isNameList(populate, MAX_POPULATE_KEYS)
  if (!isRecord(populate)) return false
  const entries = Object.entries(populate)
  return (
    entries.length <= MAX_POPULATE_KEYS && entries.every(([name, sub]) => NAME.test(name) && isBoundedSubPopulate(sub))
  )
}

/** The rule a query breaks, or null when an anonymous caller may send it. */
export function queryProblem(query: Readonly<Record<string, unknown>>): string | null {
  const { populate } = query
  if (!isBoundedPopulate(populate)) return POPULATE_RULE
  const queries = [query, ...(isRecord(populate) ? Object.values(populate).filter(isRecord) : [])]
  const filters = queries.map((part) => part.filters).filter((value) => value !== undefined)
  if (filters.some((value) => depthOf(value) > MAX_FILTER_DEPTH)) return FILTERS_RULE
  if (filters.reduce<number>((named, value) => named + attributesNamed(value), 0) > MAX_FILTER_ATTRIBUTES) {
    return FILTERS_RULE
  }
  const sorts = queries.map((part) => part.sort).filter((value) => value !== undefined)
  return sorts.every(isBoundedSort) ? null : SORT_RULE
}

export default () => {
  return async (ctx: Context, next: Next) => {
    if (ctx.state.auth?.strategy?.name !== 'content-api-token') {
      const problem = queryProblem(ctx.query ?? {})
      if (problem !== null) {
        ctx.status = 400
        ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: problem, details: {} } }
        return
      }
    }
    await next()
  }
}
