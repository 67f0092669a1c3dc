import { FINE_POINTER } from '~/components/drag-scroller/fine-pointer'
import type { ScreenModule } from '~/lib/screen-modules'

/** A custom cursor over an area (cursor-follower.ts): for a pointer that hovers; it answers no press itself. */
export const cursorModule: ScreenModule = {
  when: 'near',
  needed: () => window.matchMedia(FINE_POINTER).matches,
  ignoresPresses: true,
  load: () => import('./cursor-follower'),
}
