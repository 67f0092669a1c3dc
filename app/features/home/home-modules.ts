import { clockModules } from '~/components/clocks/clocks-module'
import { cursorModule } from '~/components/cursor/cursor-module'
import type { ScreenModules } from '~/lib/screen-modules'

/** Home's controls (decision 132), started by its document script (app/document/home.client.ts). */
export const homeModules = {
  /** The hero: the logo's shrink as the page scrolls past, where CSS cannot drive it by the scroll. */
  hero: {
    when: 'now',
    needed: () =>
      !CSS.supports('animation-timeline: view()') && !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    load: () => import('./hero.module'),
  },
  ...clockModules,
  /** The showreel: its sources near view, play and pause. */
  reel: { when: 'near', load: () => import('./reel.module') },
  /** The reel's PLAY / PAUSE, the journal rows' preview photo. */
  cursor: cursorModule,
  /** The approach: the card crossing the middle of the window is the active one. */
  approach: { when: 'near', load: () => import('./approach.module') },
  /** The pinned showcase: the cards slide sideways as the page scrolls down (desktop, motion allowed). */
  showcase: { when: 'near', load: () => import('./showcase.module') },
} satisfies ScreenModules
