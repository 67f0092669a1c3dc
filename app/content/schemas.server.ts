/**
 * valibot schemas for Strapi 5's responses (flat attributes, media as `{url, width, height, formats}`), turned into
 * the app's own shapes. A missing or mistyped optional field becomes `null` or an empty list, never a crash; an entry
 * without what makes it usable (a slug, a title) is dropped from its list with a warning.
 */
import * as v from 'valibot'
import type { RedirectRule } from '~/content/redirects/redirects'
import { cmsLocale, type Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { log } from '~/runtime/log.server'
import { isSlug, sitePathProblem } from '../../cms/src/lib/site-paths'
import {
  ABOUT_PAGE_LIMITS,
  BLOG_CATEGORY_KEYS,
  CAREERS_PAGE_LIMITS,
  HOME_LIMITS,
  JOB_CATEGORIES,
  LEGAL_LIMITS,
  LEGAL_PAGES,
  SEO_LIMITS,
  SERVICES_PAGE_LIMITS,
  SITE_SETTINGS_LIMITS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  STAT_COUNTS,
  type StatCounts,
  TESTIMONIAL_LIMITS,
} from './content-model'
import { type Image, toImage } from './media'
import { mediaUrl } from './strapi.server'

// ---------- tolerant field helpers ----------

/** A string field that may be missing, null, empty or of the wrong type: all of those read as `null`. */
const text = v.fallback(
  v.pipe(
    v.nullish(v.string()),
    v.transform((value) => (value && value.trim().length > 0 ? value : null)),
  ),
  null,
)

/** A string no longer than the CMS allows: a longer one (an older schema, a direct database edit) reads as absent. */
const bounded = (max: number) =>
  v.fallback(
    v.pipe(
      text,
      v.check((value) => (value?.length ?? 0) <= max),
    ),
    null,
  )

const num = v.fallback(
  v.pipe(
    v.nullish(v.number()),
    v.transform((value) => value ?? null),
  ),
  null,
)

/** Plain JSON, the shape rich text travels in from the server to the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

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
function tolerantList<TSchema extends v.GenericSchema, TOut>(
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

/** Rich text (Strapi blocks), kept as JSON: the rich-text renderer checks each block and skips unknown ones. */
export type Blocks = { [key: string]: Json }[]

const blocks = tolerantList(v.record(v.string(), json), (block): Blocks => [withAbsoluteImageUrl(block)])

const required = v.pipe(v.string(), v.trim(), v.minLength(1))

/** The plain text of rich text, for descriptions and structured data: paragraphs joined, whitespace squeezed. */
function blocksToText(content: Blocks, max: number): string {
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

/** What search engines and link previews get of a CMS document (head tags, JSON-LD, sitemap). */
export type DocumentSeo = {
  /** The editor's title for search results and link previews, used instead of the page's own when set. */
  title: string | null
  description: string | null
  /** The editor's share image; without one, link previews show the page's card (app/seo/share-card.ts). */
  image: Image | null
  /** The document's own main picture, for search engines' structured data. */
  picture: Image | null
  published: string | null
  modified: string | null
}

/** Meta descriptions stay under what search results show. */
const DESCRIPTION_MAX = 160

function metaDescription(preferred: string | null, content: Blocks): string | null {
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

export type { Image } from './media'

/** A single media field: absent or broken reads as `null`. */
const image = v.fallback(
  v.pipe(
    v.nullish(rawMedia),
    v.transform((media) => (media ? toImage(media, mediaUrl) : null)),
  ),
  null,
)

/** A multiple media field: broken entries are skipped. */
const images = tolerantList(rawMedia, (media) => [toImage(media, mediaUrl)])

/** The SEO fields every document and page type has (issue 30): each, when set, is used before the page's default. */
const seoFields = {
  metaTitle: bounded(SEO_LIMITS.title),
  metaDescription: bounded(SEO_LIMITS.description),
  shareImage: image,
}

/** An editor's SEO fields for a page that is not a document (legal pages, page types): null where not set. */
export type PageSeo = { title: string | null; description: string | null; image: Image | null }

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
const localizations = tolerantList(v.unknown(), (entry) => [entry])

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

// ---------- documents (their types: cms/src/api; what the site reads: docs/product.md §7) ----------

const categoryName = v.fallback(
  v.pipe(
    v.nullish(v.object({ Category: text })),
    v.transform((value) => value?.Category ?? null),
  ),
  null,
)

const blogCategory = v.fallback(
  v.pipe(
    v.nullish(v.object({ Category: text, key: v.fallback(v.nullish(v.picklist(BLOG_CATEGORY_KEYS)), null) })),
    v.transform((value) => (value?.Category ? { name: value.Category, key: value.key ?? null } : null)),
  ),
  null,
)

export const blogPost = v.pipe(
  v.object({
    documentId: required,
    slug: required,
    Title: required,
    UnderTitle: text,
    releaseDate: text,
    publishedAt: text,
    updatedAt: text,
    MinRead: num,
    MainImage: image,
    ThumbnailImage: image,
    BlogCategory: blogCategory,
    BlogEditor: blocks,
    locale: text,
    localizations,
    ...seoFields,
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.Title,
    subtitle: raw.UnderTitle ?? null,
    releaseDate: raw.releaseDate ?? raw.publishedAt ?? null,
    minRead: raw.MinRead ?? null,
    mainImage: raw.MainImage ?? null,
    thumbnail: raw.ThumbnailImage ?? raw.MainImage ?? null,
    category: raw.BlogCategory ?? null,
    body: raw.BlogEditor ?? [],
    locale: raw.locale ?? null,
    localizedSlugs: localizedSlugs({ slug: raw.slug, locale: raw.locale ?? null }, raw.localizations ?? []),
    seo: {
      title: raw.metaTitle ?? null,
      description: metaDescription(raw.metaDescription ?? raw.UnderTitle ?? null, raw.BlogEditor ?? []),
      image: raw.shareImage ?? null,
      picture: raw.MainImage ?? raw.ThumbnailImage ?? null,
      published: raw.releaseDate ?? raw.publishedAt ?? null,
      modified: raw.updatedAt ?? raw.publishedAt ?? null,
    } satisfies DocumentSeo,
  })),
)

const listItem = <const TKey extends string>(key: TKey) =>
  tolerantList(v.object({ [key]: required }), (item) => [String(item[key])])

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

export const brandLogo = v.pipe(
  v.object({ documentId: required, LogoTitle: required, LogoImage: image }),
  v.transform((raw) => ({ documentId: raw.documentId, title: raw.LogoTitle, image: raw.LogoImage ?? null })),
)

export const designResource = v.pipe(
  v.object({
    documentId: required,
    FileName: required,
    Thumbnail: image,
    FileCategory: categoryName,
    File: image,
    PhoneFile: image,
    DriveLink: text,
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    name: raw.FileName,
    thumbnail: raw.Thumbnail ?? null,
    category: raw.FileCategory ?? null,
    downloads: resourceDownloads(raw.DriveLink ?? null, raw.File ?? null, raw.PhoneFile ?? null),
  })),
)

/** One way to get a resource: its cloud-drive folder, its file, or (a wallpaper) its desktop or phone size. */
export interface ResourceDownload {
  kind: 'drive' | 'file' | 'desktop' | 'phone'
  href: string
  width: number | null
  height: number | null
}

/**
 * product.md: resources download through their cloud-drive folder; uploaded files are the fallback. A file with a phone
 * size beside it is the desktop size, so a wallpaper offers both.
 */
function resourceDownloads(driveLink: string | null, file: Image | null, phone: Image | null): ResourceDownload[] {
  if (driveLink) return [{ kind: 'drive', href: driveLink, width: null, height: null }]
  const sized = (kind: ResourceDownload['kind'], image: Image): ResourceDownload => ({
    kind,
    href: image.src,
    width: image.width,
    height: image.height,
  })
  return [...(file ? [sized(phone ? 'desktop' : 'file', file)] : []), ...(phone ? [sized('phone', phone)] : [])]
}

export const designCategory = v.pipe(
  v.object({ documentId: required, Category: required }),
  v.transform((raw) => ({ documentId: raw.documentId, name: raw.Category })),
)

// ---------- legal pages ----------

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

// ---------- home page and testimonials (decision 038) ----------

/** A list cut to the CMS's `max`: an older schema or a direct database edit may hold more than the layout takes. */
function capped<TSchema extends v.GenericSchema, TOut>(
  max: number,
  schema: TSchema,
  map: (item: v.InferOutput<TSchema>) => readonly TOut[],
) {
  return v.pipe(
    tolerantList(schema, map),
    v.transform((items) => items.slice(0, max)),
  )
}

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

// ---------- site settings ----------

const SETTINGS = SITE_SETTINGS_LIMITS

/** A link out of the site: https only, as the CMS requires; anything else reads as absent. */
const httpsUrl = v.fallback(
  v.pipe(
    text,
    v.check((value) => value === null || (value.length <= SETTINGS.url && /^https:\/\/\S+$/.test(value))),
  ),
  null,
)

const email = v.fallback(
  v.pipe(
    text,
    v.check((value) => value === null || (value.length <= SETTINGS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))),
  ),
  null,
)

export type Office = { name: string; street: string | null; city: string; postcode: string; mapUrl: string | null }
export type SocialLink = { network: SocialNetwork; url: string }

const office = v.object({
  name: v.pipe(required, v.maxLength(SETTINGS.officeName)),
  street: bounded(SETTINGS.street),
  city: v.pipe(required, v.maxLength(SETTINGS.city)),
  postcode: v.pipe(required, v.maxLength(SETTINGS.postcode)),
  mapUrl: httpsUrl,
})

const socialLink = v.object({ network: v.picklist(SOCIAL_NETWORKS), url: httpsUrl })

/** The agency's details every page shows (header, footer, contact page, legal texts); absent fields read as null. */
export type SiteSettings = {
  tagline: string | null
  footerMarquee: string | null
  footerEmailLabel: string | null
  email: string | null
  offices: Office[]
  social: SocialLink[]
}

/** The single type's answer: `data` is null when nobody has published it (the CMS answers 404, read as absent). */
export const siteSettings = v.object({
  data: v.fallback(
    v.nullable(
      v.pipe(
        v.object({
          tagline: bounded(SETTINGS.tagline),
          footerMarquee: bounded(SETTINGS.footerMarquee),
          footerEmailLabel: bounded(SETTINGS.footerEmailLabel),
          email,
          offices: tolerantList(office, (item): Office[] => [
            {
              name: item.name,
              street: item.street ?? null,
              city: item.city,
              postcode: item.postcode,
              mapUrl: item.mapUrl ?? null,
            },
          ]),
          social: tolerantList(socialLink, ({ network, url }): SocialLink[] => (url ? [{ network, url }] : [])),
        }),
        v.transform(
          (raw): SiteSettings => ({
            tagline: raw.tagline ?? null,
            footerMarquee: raw.footerMarquee ?? null,
            footerEmailLabel: raw.footerEmailLabel ?? null,
            email: raw.email ?? null,
            offices: (raw.offices ?? []).slice(0, SETTINGS.offices),
            social: (raw.social ?? []).slice(0, SETTINGS.social),
          }),
        ),
      ),
    ),
    null,
  ),
})

// ---------- careers page ----------

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

// ---------- redirects ----------

const sitePath = v.pipe(
  v.string(),
  v.check((path) => sitePathProblem(path) === null),
)

const movedDocument = v.object({
  type: v.picklist(['project', 'blog', 'career']),
  locale: v.string(),
  slug: v.pipe(
    v.string(),
    v.check((slug) => isSlug(slug)),
  ),
  earlier: v.array(v.unknown()),
})

/**
 * The CMS's `redirect-map` (decision 037) as rules from a path to a path: each renamed document's earlier slugs in
 * its language's path, then the editors' redirects, which win where both name the same path. An entry that breaks
 * the CMS's rules (a path off the site, a slug that is none) is left out.
 */
export const redirectMap = v.object({
  data: v.object({
    moved: tolerantList(movedDocument, (moved): RedirectRule[] => {
      const lang = langOfLocale(moved.locale)
      if (!lang) return []
      const to = screenPath(moved.type, lang, moved.slug)
      return moved.earlier
        .filter((slug): slug is string => isSlug(slug) && slug !== moved.slug)
        .map((slug) => ({ from: screenPath(moved.type, lang, slug), to }))
    }),
    redirects: tolerantList(v.object({ from: sitePath, to: sitePath }), (rule): RedirectRule[] =>
      rule.from === rule.to ? [] : [rule],
    ),
  }),
})

// ---------- services page ----------

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

// ---------- about page ----------

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
