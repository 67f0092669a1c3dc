import { clockModules } from '~/components/clocks/clocks-module'
import type { ScreenModules } from '~/lib/screen-modules'
import attachCountUp from './stat-count-up'

/** About's controls (decisions 132, 135), started by its document script (app/document/about.client.ts). */
export const aboutModules = {
  ...clockModules,
  /**
   * The stat cards: the numbers count up from 0 as they come into view. The count is CSS; its module only says when,
   * a few lines that come in about's own script (a file of their own would cost more than they do, compressed).
   */
  statCards: {
    when: 'near',
    needed: () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    load: () => Promise.resolve({ default: attachCountUp }),
  },
  /** The fun facts: drag and drop by pointer and keyboard, with announcements. */
  funFacts: { when: 'near', load: () => import('./fact-sorting') },
} satisfies ScreenModules
