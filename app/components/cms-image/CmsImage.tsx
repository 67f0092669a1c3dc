import type { Image } from '~/content/media'
import styles from './CmsImage.module.css'

/**
 * Where a picture sits in its screen: the width it is shown at per viewport (picks the right file from the CMS's
 * responsive formats), and its box when the CMS gave no size, so the page does not move as the image arrives.
 */
export type ImageSlot = { sizes: string; width: number; height: number }

/**
 * `lazy` (the default) below the fold; `eager` on screen as the page opens; `high` the page's largest paint, fetched
 * at once and first.
 */
type Priority = 'lazy' | 'eager' | 'high'

type Props = {
  /** An optional CMS field: when the editor left it empty, nothing is drawn. */
  image: Image | null | undefined
  slot: ImageSlot
  /** A card's thumbnail beside its own title: decorative, empty alt. Otherwise the CMS's alternative text. */
  decorative?: boolean
  priority?: Priority
  className?: string
}

/** A list of cards: its first row is on screen as the page opens, fetched at once, the first as its largest paint. */
export function listPriority(index: number, firstRow: number): Priority {
  return index === 0 ? 'high' : index < firstRow ? 'eager' : 'lazy'
}

/**
 * A picture from the CMS, as every screen shows one: responsive formats, a reserved box, and a loading priority. The
 * smaller formats the CMS makes (AVIF) come first in a `<picture>`; a browser without them takes the `<img>`'s own.
 */
export function CmsImage({ image, slot, decorative = false, priority = 'lazy', className }: Props) {
  if (!image) return null
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={slot.sizes}
      width={image.width ?? slot.width}
      height={image.height ?? slot.height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
    />
  )
  if (image.sources.length === 0) return img
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={slot.sizes} />
      ))}
      {img}
    </picture>
  )
}
