/**
 * A CMS picture as the page shows it: the original and Strapi's responsive formats in the original's format for the
 * `<img>`, and the smaller formats the CMS adds beside them (AVIF, decision 029) as `<source>`s a browser that knows
 * them picks first. Pure: the content schemas use it on the server, the rich-text renderer on the blocks' images.
 */

type ImageSource = {
  /** The MIME type a browser must support to use this source. */
  type: string
  srcSet: string
}

export type Image = {
  src: string
  width: number | null
  height: number | null
  alt: string | null
  /** Responsive candidates for `srcSet` in the original's format (Strapi's formats plus the original), widest last. */
  srcSet: string | null
  /** The same picture in smaller formats, best first; empty when the CMS made none. */
  sources: ImageSource[]
  mime: string | null
}

/** Formats offered ahead of the original's own, best first. */
const MODERN_TYPES = ['image/avif', 'image/webp']

/** A CMS media object as Strapi sends it (a media field, or the `image` of a rich-text image block). */
export type CmsMedia = {
  url: string
  width?: number | null
  height?: number | null
  alternativeText?: string | null
  mime?: string | null
  formats?: { readonly [key: string]: unknown } | null
}

type Candidate = { url: string; width: number; mime: string | null }

function candidate(format: unknown): Candidate | null {
  if (typeof format !== 'object' || format === null) return null
  const url = 'url' in format ? format.url : null
  const width = 'width' in format ? format.width : null
  const mime = 'mime' in format ? format.mime : null
  if (typeof url !== 'string' || typeof width !== 'number' || width <= 0) return null
  return { url, width, mime: typeof mime === 'string' ? mime : null }
}

function srcSet(candidates: readonly Candidate[], absolute: (url: string) => string): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${absolute(c.url)} ${c.width}w`)
    .join(', ')
}

/**
 * The picture from a CMS media object; `absolute` turns the CMS's upload URLs into ones the browser can load. A format
 * in a modern type other than the original's goes to that type's source; every other one to the `<img>`'s srcset.
 */
export function toImage(media: CmsMedia, absolute: (url: string) => string): Image {
  // A rich-text block's image has '' and 0 where a media field has null.
  const mime = media.mime || null
  const own: Candidate[] = []
  const modern = new Map<string, Candidate[]>()
  for (const format of Object.values(media.formats ?? {})) {
    const parsed = candidate(format)
    if (!parsed) continue
    if (parsed.mime && parsed.mime !== mime && MODERN_TYPES.includes(parsed.mime)) {
      modern.set(parsed.mime, [...(modern.get(parsed.mime) ?? []), parsed])
    } else own.push(parsed)
  }
  if (media.width) own.push({ url: media.url, width: media.width, mime })
  return {
    src: absolute(media.url),
    width: media.width || null,
    height: media.height || null,
    alt: media.alternativeText ?? null,
    srcSet: own.length > 1 ? srcSet(own, absolute) : null,
    sources: MODERN_TYPES.flatMap((type) => {
      const candidates = modern.get(type)
      return candidates ? [{ type, srcSet: srcSet(candidates, absolute) }] : []
    }),
    mime,
  }
}
