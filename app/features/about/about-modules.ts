import { clockModules } from '~/components/clocks/clocks-module'
import type { ScreenModules } from '~/lib/screen-modules'

/** About's controls (decisions 132, 135), started by its document script (app/document/about.client.ts). */
export const aboutModules = {
  ...clockModules,
  /** The stat cards: the numbers count up from 0 as they come into view. */
  statCards: {
    when: 'near',
    needed: () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    load: () => import('./stat-count-up'),
  },
  /** The fun facts: drag and drop by pointer and keyboard, with announcements. */
  funFacts: { when: 'near', load: () => import('./fact-sorting') },
} satisfies ScreenModules
