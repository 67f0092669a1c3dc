/**
 * The only place that talks to Strapi. Server-only: the CMS URL and tokens never reach the browser.
 * Every response is parsed by a valibot schema here, so the rest of the app sees typed data or a typed absence.
 */

import type { PreviewDocument } from '@origin/shared/preview-token'
import qs from 'qs'
import * as v from 'valibot'
import { cmsLocale, LANGS, type Lang, otherLang } from '~/i18n/lang'
import { siteEnv } from '~/runtime/env.server'
import { currentRequestLog, log } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'
import { markCmsUnavailable } from '~/runtime/request-state.server'
import { cachedCmsBody } from './cms-cache.server'
import { draftDocumentFor } from './preview.server'

const CMS_TIMEOUT_MS = 5_000

/** `unconfigured`: the site has no write token; unlike the others, waiting does not help (the outbox keeps nothing). */
export type CmsErrorKind = 'timeout' | 'unreachable' | 'http' | 'invalid' | 'unconfigured'

/**
 * A failed CMS call. `message` is generic on purpose: errors can travel to the browser (a failed loader, a server
 * function), and the CMS's address and query are nobody's business there. The full story is in `detail`, for logs.
 */
export class CmsError extends Error {
  constructor(
    readonly detail: string,
    readonly kind: CmsErrorKind,
    readonly status?: number,
  ) {
    super(`The content service is unavailable (${kind})`)
    this.name = 'CmsError'
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** Where the site's server reaches Strapi. */
function cmsBaseUrl(): string {
  return trimSlash(siteEnv().STRAPI_URL)
}

/** Where browsers load CMS media from (a CDN or the public CMS host); defaults to the CMS itself. */
function cmsMediaBaseUrl(): string {
  return trimSlash(siteEnv().STRAPI_MEDIA_URL || cmsBaseUrl())
}

/** Makes a media URL from Strapi absolute; absolute URLs (an upload provider's CDN) pass through. */
export function mediaUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${cmsMediaBaseUrl()}${url.startsWith('/') ? '' : '/'}${url}`
}

function buildQuery(query: Record<string, unknown>): string {
  return qs.stringify(query, { encodeValuesOnly: true })
}

function readHeaders(): HeadersInit {
  const token = siteEnv().STRAPI_READ_TOKEN
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' }
}

/**
 * One call to Strapi, counted in the request's log line and logged itself (debug; a failure as a warning) with the
 * request's id, which Strapi also receives as `X-Request-Id`. The API path is logged, never its query or body.
 */
async function request(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const context = currentRequestLog()
  if (context) context.cmsCalls += 1
  const headers = new Headers(init.headers)
  if (context) headers.set('X-Request-Id', context.id)
  const path = new URL(url).pathname
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) })
    metrics().cmsCall(init.method ?? 'GET', response.status, (performance.now() - started) / 1000)
    log(response.ok ? 'debug' : 'warn', 'cms.call', {
      method: init.method ?? 'GET',
      path,
      status: response.status,
      ms: took(),
    })
    return response
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    metrics().cmsCall(init.method ?? 'GET', timedOut ? 'timeout' : 'unreachable', (performance.now() - started) / 1000)
    log('warn', 'cms.call', {
      method: init.method ?? 'GET',
      path,
      failed: timedOut ? 'timeout' : 'unreachable',
      ms: took(),
    })
    if (timedOut) throw new CmsError(`CMS did not answer within ${timeoutMs} ms: ${url}`, 'timeout')
    throw new CmsError(
      `CMS unreachable: ${url} (${error instanceof Error ? error.message : String(error)})`,
      'unreachable',
    )
  }
}

/** The content type an API path belongs to (`projects/abc` → `projects`): what publishing invalidates by. */
function cacheTagOf(path: string): string {
  return path.split(/[/?]/)[0] ?? path
}

/** Whether `value` is an object of a CMS answer (a document, a body). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const ofDocument = (documentId: string) => (entry: unknown) => isRecord(entry) && entry.documentId === documentId

/**
 * The published answer with one document's draft in its place (decision 103): in a list, the draft takes the
 * published version's place, or comes first when that document was never published (or does not match the list's
 * filters as published), and the published version goes when the draft does not match them; a single type's answer
 * is the draft when it is that document's. Anything the draft answer does not hold leaves the published answer as it was.
 */
export function withDraftOf(documentId: string, published: unknown, draft: unknown): unknown {
  if (!isRecord(published) || !isRecord(draft)) return published
  const isIt = ofDocument(documentId)
  if (Array.isArray(published.data)) {
    if (!Array.isArray(draft.data)) return published
    const drafts = draft.data.filter(isIt)
    const at = published.data.findIndex(isIt)
    const others = published.data.filter((entry) => !isIt(entry))
    const data = at < 0 ? [...drafts, ...others] : [...others.slice(0, at), ...drafts, ...others.slice(at)]
    return { ...published, data }
  }
  return isIt(draft.data) ? { ...published, data: draft.data } : published
}

/**
 * GET `/api/{path}?{query}` and parse the body with `schema`. Answers come through the short server cache
 * (`cms-cache.server.ts`). On a previewed page (the preview cookie, decision 103) a read of the previewed document's
 * type and language also asks for that one document's draft (the preview token, `status=draft`, filtered by its id,
 * never cached) and shows it in place of the published version; `draft: false` never does. Throws `CmsError` on
 * timeout, network failure, a non-2xx status, or a body the schema refuses (when nothing cached can stand in).
 */
export async function cmsGet<TSchema extends v.GenericSchema>(
  path: string,
  query: Record<string, unknown>,
  schema: TSchema,
  {
    timeoutMs = CMS_TIMEOUT_MS,
    draft = true,
    notFoundBody,
  }: {
    timeoutMs?: number
    /** Whether the previewed document's draft may show in this answer (false: the feeds, the sitemap). */
    draft?: boolean
    /** What a 404 stands for (a single type nobody has published reads as `{ data: null }`), instead of a failure. */
    notFoundBody?: unknown
  } = {},
): Promise<v.InferOutput<TSchema>> {
  const previewToken = siteEnv().CMS_PREVIEW_TOKEN
  const previewed = draft && previewToken ? draftDocumentFor(cacheTagOf(path), query.locale) : null
  const fetchBody = async (url: string, headers: HeadersInit, missing: unknown): Promise<unknown> => {
    const response = await request(url, { headers }, timeoutMs)
    if (response.status === 404 && missing !== undefined) {
      await response.body?.cancel()
      return missing
    }
    if (!response.ok) {
      throw new CmsError(`CMS answered ${response.status} for ${url}`, 'http', response.status)
    }
    try {
      return await response.json()
    } catch {
      throw new CmsError(`CMS sent a body that is not JSON for ${url}`, 'invalid', response.status)
    }
  }
  const url = `${cmsBaseUrl()}/api/${path}?${buildQuery(query)}`
  let body: unknown
  try {
    const published = cachedCmsBody(url, cacheTagOf(path), () => fetchBody(url, readHeaders(), notFoundBody))
    if (previewed) {
      const itself = { documentId: { $eq: previewed.documentId } }
      const filters = query.filters ? { $and: [query.filters, itself] } : itself
      const draftUrl = `${cmsBaseUrl()}/api/${path}?${buildQuery({ ...query, filters, status: 'draft' })}`
      const draftHeaders = { Accept: 'application/json', Authorization: `Bearer ${previewToken}` }
      // Either may be missing: a single type never published (its draft shows), or a draft not there (a single
      // type's filter matched nothing: the published answer stays).
      const [publishedBody, draftBody] = await Promise.all([
        published.catch((error: unknown) =>
          error instanceof CmsError && error.status === 404 ? { data: null } : Promise.reject(error),
        ),
        fetchBody(draftUrl, draftHeaders, { data: null }),
      ])
      body = withDraftOf(previewed.documentId, publishedBody, draftBody)
    } else {
      body = await published
    }
  } catch (error) {
    markCmsUnavailable()
    throw error
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) {
    // An answer the site cannot read is the CMS failing too (503, try again), not a bug in the page (500).
    markCmsUnavailable()
    throw new CmsError(`CMS response for ${url} does not match its schema: ${v.summarize(parsed.issues)}`, 'invalid')
  }
  return parsed.output
}

/**
 * The `data` of a GET in the page's language (Strapi's `locale` set from `lang`): what a screen's server function
 * returns. The same answers, cache and errors as `cmsGet`.
 */
export async function cmsData<TSchema extends v.GenericSchema<unknown, { data: unknown }>>(
  path: string,
  lang: Lang,
  query: Record<string, unknown>,
  schema: TSchema,
  options?: Parameters<typeof cmsGet>[3],
): Promise<v.InferOutput<TSchema>['data']> {
  const response = await cmsGet(path, { ...query, locale: cmsLocale[lang] }, schema, options)
  return response.data
}

/** The one document a lookup by slug finds, or null. */
export const firstOrNull = <T>(items: readonly T[]): T | null => items[0] ?? null

/**
 * The name of the error a CMS answer reports (`ValidationError`), for a log line: never the rest of the body, which
 * may repeat what a visitor sent.
 */
export function cmsErrorName(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined
  const name = typeof error === 'object' && error !== null ? Reflect.get(error, 'name') : undefined
  return typeof name === 'string' ? name.slice(0, 60) : undefined
}

/** Result of a write: the CMS's status and its JSON body (or null when it sent none). */
export type CmsWriteResult = { status: number; body: unknown }

/**
 * POST to one of the CMS's write endpoints with the site's write token. Network failures and timeouts throw
 * `CmsError`; any HTTP status is returned for the caller to interpret (400 carries the field errors).
 */
export async function cmsPost(
  path: string,
  body: BodyInit,
  { headers = {}, timeoutMs = 15_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CmsWriteResult> {
  const token = siteEnv().CMS_WRITE_TOKEN
  if (!token) throw new CmsError('CMS_WRITE_TOKEN is not set: the site cannot store submissions', 'unconfigured')
  const url = `${cmsBaseUrl()}/api/${path}`
  const response = await request(
    url,
    { method: 'POST', body, headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...headers } },
    timeoutMs,
  )
  let json: unknown = null
  try {
    json = await response.json()
  } catch {
    json = null
  }
  return { status: response.status, body: json }
}

/**
 * The bytes of one CMS media file, for the few places the site serves a file itself (a logo downloaded as
 * `logo.svg` must be same-origin). Only the CMS's own media hosts are fetched, never an arbitrary URL, and the size is
 * capped.
 */
export async function cmsMediaBytes(
  src: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const allowed = [cmsMediaBaseUrl(), cmsBaseUrl()].some((base) => src.startsWith(`${base}/`))
  if (!allowed) throw new CmsError(`Not a CMS media URL: ${src}`, 'invalid')
  const response = await request(src, {}, CMS_TIMEOUT_MS)
  if (!response.ok) throw new CmsError(`CMS media answered ${response.status} for ${src}`, 'http', response.status)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.byteLength > maxBytes) throw new CmsError(`CMS media larger than ${maxBytes} bytes: ${src}`, 'invalid')
  return { bytes, type: response.headers.get('content-type') ?? '' }
}

/** Where the previewed document stands: never published, published with changes saved since, or as published. */
export type PublishState = 'draft' | 'modified' | 'published'

const updatedAtOf = (body: unknown, documentId: string): number | null => {
  const data = isRecord(body) ? body.data : undefined
  const entry = Array.isArray(data) ? data.find(ofDocument(documentId)) : ofDocument(documentId)(data) ? data : null
  const at = isRecord(entry) && typeof entry.updatedAt === 'string' ? Date.parse(entry.updatedAt) : Number.NaN
  return Number.isNaN(at) ? null : at
}

/**
 * The previewed document's publish state, read fresh from the CMS (with the preview token, past every cache) and
 * judged as Strapi's content manager judges it: changes are unpublished when the draft was updated after the
 * published version. Null when the CMS cannot say (no preview token, a failure): the preview bar then claims nothing.
 */
export async function publishStateOf(scope: PreviewDocument): Promise<PublishState | null> {
  const previewToken = siteEnv().CMS_PREVIEW_TOKEN
  if (!previewToken) return null
  const headers = { Accept: 'application/json', Authorization: `Bearer ${previewToken}` }
  const read = async (status: 'draft' | 'published') => {
    const query = {
      fields: ['updatedAt'],
      filters: { documentId: { $eq: scope.documentId } },
      status,
      ...(scope.locale ? { locale: scope.locale } : {}),
    }
    const response = await request(
      `${cmsBaseUrl()}/api/${scope.type}?${buildQuery(query)}`,
      { headers },
      CMS_TIMEOUT_MS,
    )
    // A single type with no version of that status answers 404.
    if (response.status === 404) return null
    if (!response.ok) throw new CmsError(`CMS answered ${response.status} for ${scope.type}`, 'http', response.status)
    return updatedAtOf(await response.json(), scope.documentId)
  }
  try {
    const [draft, published] = await Promise.all([read('draft'), read('published')])
    if (published === null) return 'draft'
    return draft !== null && draft > published ? 'modified' : 'published'
  } catch {
    return null
  }
}

/**
 * The site language a translated document has no version in, if any (issue 62.2): its page in that language does not
 * exist, which the preview bar says. Null for an untranslated type, for a document in both, and when the CMS cannot say.
 */
export async function languageMissingOf(scope: PreviewDocument): Promise<Lang | null> {
  const previewToken = siteEnv().CMS_PREVIEW_TOKEN
  const lang = LANGS.find((candidate) => cmsLocale[candidate] === scope.locale)
  if (!previewToken || !lang) return null
  const other = otherLang(lang)
  const query = { fields: ['updatedAt'], filters: { documentId: { $eq: scope.documentId } }, status: 'draft' }
  try {
    const response = await request(
      `${cmsBaseUrl()}/api/${scope.type}?${buildQuery({ ...query, locale: cmsLocale[other] })}`,
      { headers: { Accept: 'application/json', Authorization: `Bearer ${previewToken}` } },
      CMS_TIMEOUT_MS,
    )
    // A single type with no version in that language answers 404; a collection, an empty list.
    if (response.status === 404) return other
    if (!response.ok) return null
    return updatedAtOf(await response.json(), scope.documentId) === null ? other : null
  } catch {
    return null
  }
}
