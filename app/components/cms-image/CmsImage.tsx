import type { Image } from '~/content/media'
import styles from './CmsImage.module.css'

type Props = {
  image: Image
  /** Which width the image is shown at, per viewport: picks the right file from the CMS's responsive formats. */
  sizes: string
  /** The box's size when the CMS gave none, so the page does not move as the image arrives. */
  fallbackSize: { width: number; height: number }
  /** A card's thumbnail beside its own title: decorative, empty alt. Otherwise the CMS's alternative text. */
  decorative?: boolean
  /**
   * `lazy` (the default) below the fold; `eager` on screen as the page opens; `high` the page's largest paint, fetched
   * at once and first.
   */
  priority?: 'lazy' | 'eager' | 'high'
  className?: string
}

/**
 * A picture from the CMS, as every screen shows one: responsive formats, a reserved box, and a loading priority. The
 * smaller formats the CMS makes (AVIF) come first in a `<picture>`; a browser without them takes the `<img>`'s own.
 */
export function CmsImage({ image, sizes, fallbackSize, decorative = false, priority = 'lazy', className }: Props) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={sizes}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
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
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
