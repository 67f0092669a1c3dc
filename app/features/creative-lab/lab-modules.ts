import type { ScreenModules } from '~/lib/screen-modules'

/** The Creative Lab's controls (decisions 132, 138), started by its document script (app/document/lab.client.ts). */
export const labModules = {
  /** The hero: past it the page turns blue. */
  labBlue: { when: 'now', load: () => import('./lab-blue.module') },
  /** The playlist: its frame once cookies allow it (or the visitor asks) and it is near. */
  playlist: { when: 'near', load: () => import('./playlist.module') },
  /** The card game. */
  cardGame: { when: 'near', load: () => import('./card-game.module') },
  /** The free resources: the filter answers in place, the address follows. */
  resourceFilter: { when: 'near', load: () => import('./resource-filter.module') },
} satisfies ScreenModules
