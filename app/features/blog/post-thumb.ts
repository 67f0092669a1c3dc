import type { ImageSlot } from '~/components/cms-image/CmsImage'

/** A post's card, in the list and under an article (READ MORE): a third of a laptop's width, a phone's whole width. */
export const POST_THUMB: ImageSlot = { sizes: '(max-width: 768px) 100vw, 33vw', width: 800, height: 1000 }
