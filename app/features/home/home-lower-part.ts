import { createIsomorphicFn } from '@tanstack/react-start'
import { deferredPart } from '~/components/deferred/Deferred'
import dragScrollerStyles from '~/components/drag-scroller/DragScroller.module.css'
import blogStyles from './BlogTeaser.module.css'
import { HomeLowerSections } from './HomeLowerSections'
import showcaseStyles from './ProjectsShowcase.module.css'
import testimonialStyles from './Testimonials.module.css'

/** The sections themselves, for the server's render only: the browser's bundle drops this import. */
const serverSections = createIsomorphicFn()
  .server(() => HomeLowerSections)
  .client(() => null)

/**
 * Home's last three sections (the sticky projects showcase, the draggable testimonials and the journal rows, about
 * 2.5 KB compressed) are far below the fold: the browser fetches their code as a visitor scrolls near them or reaches
 * for them (issue 28), or with the page's data on a client navigation (home-loader.ts). Until then they are the
 * server's markup; a link clicked there is kept and followed once they have hydrated (components/deferred).
 */
export const homeLowerPart = deferredPart(
  () => import('./HomeLowerSections').then((module) => module.HomeLowerSections),
  serverSections(),
  [showcaseStyles, testimonialStyles, blogStyles, dragScrollerStyles],
)
