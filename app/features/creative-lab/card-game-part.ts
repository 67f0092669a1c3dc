import { createIsomorphicFn } from '@tanstack/react-start'
import { deferredPart } from '~/components/deferred/Deferred'
import { CardGame } from './CardGame'
import styles from './CardGame.module.css'

/** The game itself, for the server's render only: the browser's bundle drops this import. */
const serverGame = createIsomorphicFn()
  .server(() => CardGame)
  .client(() => null)

/**
 * The card game (its rules, shuffle and card animation, about 2 KB compressed) sits below the Creative Lab's fold: the
 * browser fetches its code as a visitor scrolls near it or reaches for it (issue 28), or with the page's data on a
 * client navigation (lab-loader.ts). A Shuffle pressed before then is kept and replayed (components/deferred).
 */
export const cardGamePart = deferredPart(() => import('./CardGame').then((module) => module.CardGame), serverGame(), [
  styles,
])
