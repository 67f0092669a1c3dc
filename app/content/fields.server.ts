/**
 * The field readers every entity's schema (content/<entity>/<entity>.schema.server.ts) is built from: valibot for
 * Strapi 5's responses (flat attributes, media as `{url, width, height, formats}`), turned into the app's own shapes
 * (shapes.ts). A missing or mistyped optional field becomes `null` or an empty list, never a crash; an entry without
 * what makes it usable (a slug, a title) is dropped from its list with a warning.
 */
import * as v from 'valibot'
import { cmsLocale, type Lang } from '~/i18n/lang'
import { log } from '~/runtime/log.server'
import { SEO_LIMITS } from './content-model'
import { type Image, toImage } from './media'
import type { Blocks, Json, PageSeo } from './shapes'
import { mediaUrl } from './strapi.server'

// ---------- tolerant field helpers ----------

/** A string field that may be missing, null, empty or of the wrong type: all of those read as `null`. */
export const text = v.fallback(
  v.pipe(
    v.nullish(v.string()),
    v.transform((value) => (value && value.trim().length > 0 ? value : null)),
  ),
  null,
)

/** A string no longer than the CMS allows: a longer one (an older schema, a direct database edit) reads as absent. */
export const bounded = (max: number) =>
  v.fallback(
    v.pipe(
      text,
      v.check((value) => (value?.length ?? 0) <= max),
    ),
    null,
  )

export const num = v.fallback(
  v.pipe(
    v.nullish(v.number()),
    v.transform((value) => value ?? null),
  ),
  null,
)

const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(json), v.record(v.string(), json)]),
)

type JsonObject = { [key: string]: Json }

const isJsonObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A media object's `url` made absolute, if it has one. */
function withAbsoluteUrl(media: JsonObject): JsonObject {
  return typeof media.url === 'string' ? { ...media, url: mediaUrl(media.url) } : media
}

/** What the rich-text renderer reads of a format; the rest (name, hash, sizes) would only weigh on the page's data. */
function formatCandidate({ url, width, height, mime }: JsonObject): JsonObject {
  return withAbsoluteUrl({ url: url ?? null, width: width ?? null, height: height ?? null, mime: mime ?? null })
}

/**
 * Image blocks carry Strapi's relative upload URLs, the original's and its formats' (which the rich-text renderer
 * offers as responsive candidates); browsers need the media origin.
 */
function withAbsoluteImageUrl(block: JsonObject): JsonObject {
  const img = block.image
  if (block.type !== 'image' || !isJsonObject(img) || typeof img.url !== 'string') return block
  const formats = isJsonObject(img.formats)
    ? Object.fromEntries(
        Object.entries(img.formats).flatMap(([key, format]) =>
          isJsonObject(format) ? [[key, formatCandidate(format)]] : [],
        ),
      )
    : null
  return { ...block, image: { ...withAbsoluteUrl(img), formats } }
}

/**
 * A field holding a list, as Strapi may send it: absent, null or not a list reads as empty, and each entry is parsed
 * by `schema` and then mapped by `map`; an entry the schema refuses, or that `map` maps to nothing, is left out. One
 * broken entry never costs the page the rest.
 */
export function tolerantList<TSchema extends v.GenericSchema, TOut>(
  schema: TSchema,
  map: (item: v.InferOutput<TSchema>) => readonly TOut[],
) {
  return v.fallback(
    v.pipe(
      v.nullish(v.array(v.unknown())),
      v.transform((items): TOut[] =>
        (items ?? []).flatMap((item) => {
          const parsed = v.safeParse(schema, item)
          return parsed.success ? map(parsed.output) : []
        }),
      ),
    ),
    [],
  )
}

export const blocks = tolerantList(v.record(v.string(), json), (block): Blocks => [withAbsoluteImageUrl(block)])

export const required = v.pipe(v.string(), v.trim(), v.minLength(1))

/** The plain text of rich text, for descriptions and structured data: paragraphs joined, whitespace squeezed. */
export function blocksToText(content: Blocks, max: number): string {
  const parts: string[] = []
  const walk = (node: Json): void => {
    if (typeof node === 'string' || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) walk(child)
      return
    }
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text)
    if (node.children) walk(node.children)
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'list-item') parts.push(' ')
  }
  for (const block of content) walk(block)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/** Meta descriptions stay under what search results show. */
const DESCRIPTION_MAX = 160

export function metaDescription(preferred: string | null, content: Blocks): string | null {
  if (preferred)
    return preferred.length <= DESCRIPTION_MAX
      ? preferred
      : blocksToText([{ type: 'paragraph', children: [{ type: 'text', text: preferred }] }], DESCRIPTION_MAX)
  const text = blocksToText(content, DESCRIPTION_MAX)
  return text.length > 0 ? text : null
}

// ---------- media ----------

const rawMedia = v.object({
  url: v.string(),
  width: num,
  height: num,
  alternativeText: text,
  name: text,
  mime: text,
  formats: v.fallback(v.nullish(v.record(v.string(), v.unknown())), null),
})

/** A single media field: absent or broken reads as `null`. */
export const image = v.fallback(
  v.pipe(
    v.nullish(rawMedia),
    v.transform((media) => (media ? toImage(media, mediaUrl) : null)),
  ),
  null,
)

/** A multiple media field: broken entries are skipped. */
export const images = tolerantList(rawMedia, (media) => [toImage(media, mediaUrl)])

/** The SEO fields of every document and page type (decision 039): each, when set, is used before the page's default. */
export const seoFields = {
  metaTitle: bounded(SEO_LIMITS.title),
  metaDescription: bounded(SEO_LIMITS.description),
  shareImage: image,
}

export const pageSeo = (raw: {
  metaTitle?: string | null
  metaDescription?: string | null
  shareImage?: Image | null
}) =>
  ({
    title: raw.metaTitle ?? null,
    description: raw.metaDescription ?? null,
    image: raw.shareImage ?? null,
  }) satisfies PageSeo

// ---------- lists and localizations ----------

/**
 * A list whose entries are parsed one by one: an entry the schema refuses is left out (and logged) instead of
 * failing the whole page.
 */
function listOf<TSchema extends v.GenericSchema>(schema: TSchema, what: string) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item): v.InferOutput<TSchema>[] => {
        const parsed = v.safeParse(schema, item)
        if (parsed.success) return [parsed.output]
        log('warn', 'cms.skipped', { what, issues: v.summarize(parsed.issues) })
        return []
      }),
    ),
  )
}

export function langOfLocale(locale: string | null): Lang | null {
  if (locale === cmsLocale.en) return 'en'
  if (locale === cmsLocale.no) return 'no'
  return null
}

const localization = v.object({ slug: text, locale: text })

/** `localizations` populated with slug and locale → the document's slug per site language. */
export const localizations = tolerantList(v.unknown(), (entry) => [entry])

export function localizedSlugs(
  own: { slug: string; locale: string | null },
  others: readonly unknown[],
): Partial<Record<Lang, string>> {
  const slugs: Partial<Record<Lang, string>> = {}
  for (const entry of [own, ...others]) {
    const parsed = v.safeParse(localization, entry)
    if (!parsed.success) continue
    const lang = langOfLocale(parsed.output.locale ?? null)
    if (lang && parsed.output.slug && !slugs[lang]) slugs[lang] = parsed.output.slug
  }
  return slugs
}

const pagination = v.fallback(
  v.object({
    page: v.fallback(v.number(), 1),
    pageSize: v.fallback(v.number(), 25),
    pageCount: v.fallback(v.number(), 1),
    total: v.fallback(v.number(), 0),
  }),
  { page: 1, pageSize: 25, pageCount: 1, total: 0 },
)

/** A Strapi collection response: `{ data: [...], meta: { pagination } }`. */
export function collection<TSchema extends v.GenericSchema>(item: TSchema, what: string) {
  return v.object({
    data: listOf(item, what),
    meta: v.fallback(v.object({ pagination: v.optional(pagination) }), {}),
  })
}

/** A list cut to the CMS's `max`: an older schema or a direct database edit may hold more than the layout takes. */
export function capped<TSchema extends v.GenericSchema, TOut>(
  max: number,
  schema: TSchema,
  map: (item: v.InferOutput<TSchema>) => readonly TOut[],
) {
  return v.pipe(
    tolerantList(schema, map),
    v.transform((items) => items.slice(0, max)),
  )
}

/** A repeatable component holding one required text, read as the list of those texts. */
export const listItem = <const TKey extends string>(key: TKey) =>
  tolerantList(v.object({ [key]: required }), (item) => [String(item[key])])
