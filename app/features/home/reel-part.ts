import { createIsomorphicFn } from '@tanstack/react-start'
import followerStyles from '~/components/cursor/CursorFollower.module.css'
import { deferredPart } from '~/components/deferred/Deferred'
import { Reel } from './Reel'
import styles from './Reel.module.css'

/** The reel itself, for the server's render only: the browser's bundle drops this import. */
const serverReel = createIsomorphicFn()
  .server(() => Reel)
  .client(() => null)

/**
 * The showreel (its player and the cursor's label) is below home's first screen: the browser fetches its code as a
 * visitor scrolls near it or reaches for it (issue 28), or with the page's data on a client navigation
 * (home-loader.ts). A click on it before then is kept and plays it once it is here (components/deferred).
 */
export const reelPart = deferredPart(() => import('./Reel').then((module) => module.Reel), serverReel(), [
  styles,
  followerStyles,
])
