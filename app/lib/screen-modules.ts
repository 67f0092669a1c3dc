import { FINE_POINTER } from '~/components/drag-scroller/fine-pointer'
import { loadOnIntent } from './load-on-intent'

/**
 * The controls of the screens that are pages without React yet keep state in place (home; decision 132): each a small
 * module that attaches to the server's markup, its code fetched when its `when` says. One implementation for both
 * kinds of page (decision 055): the document script starts every `[data-module]` it finds, and a React render of the
 * same screen (after a client navigation from a React page) attaches the same module from an effect.
 */

/** Attaches one control to the server's markup; returns what undoes it. */
export type Attach = (root: HTMLElement) => () => void

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const hovers = () => window.matchMedia(FINE_POINTER).matches

type Entry = {
  /** 'now': as the page starts; 'near': within 300 px of the window; 'intent': at the first pointer, touch or focus on it. */
  when: 'now' | 'near' | 'intent'
  /** Only where this says it is needed (a pointer that hovers, a browser without a CSS feature): else nothing comes. */
  needed?: () => boolean
  /**
   * It answers no press (a custom cursor): a press inside its root before it has come is left to the module around
   * it, which would otherwise be pressed twice.
   */
  ignoresPresses?: true
  /** The module, whose default export attaches it. */
  load: () => Promise<{ default: Attach }>
}

export const screenModules = {
  /** Home's hero: the logo's shrink as the page scrolls past, where CSS cannot drive it by the scroll. */
  hero: {
    when: 'now',
    needed: () => !CSS.supports('animation-timeline: view()') && !window.matchMedia(REDUCED_MOTION).matches,
    load: () => import('~/features/home/hero.module'),
  },
  /** The NO and XK clocks. */
  clocks: { when: 'now', load: () => import('~/components/clocks/clock-tick') },
  /** The showreel: its sources near view, play and pause. */
  reel: { when: 'near', load: () => import('~/features/home/reel.module') },
  /** A custom cursor over an area: the reel's PLAY / PAUSE, the journal rows' preview photo. */
  cursor: {
    when: 'near',
    needed: hovers,
    ignoresPresses: true,
    load: () => import('~/components/cursor/cursor-follower'),
  },
  /** Home's approach: the card crossing the middle of the window is the active one. */
  approach: { when: 'near', load: () => import('~/features/home/approach.module') },
  /** Home's pinned showcase: the cards slide sideways as the page scrolls down (desktop, motion allowed). */
  showcase: { when: 'near', load: () => import('~/features/home/showcase.module') },
  /** The Creative Lab's hero: past it the page turns blue. */
  labBlue: { when: 'now', load: () => import('~/features/creative-lab/lab-blue.module') },
  /** The lab's playlist: its frame once cookies allow it (or the visitor asks) and it is near. */
  playlist: { when: 'near', load: () => import('~/features/creative-lab/playlist.module') },
  /** The lab's card game. */
  cardGame: { when: 'near', load: () => import('~/features/creative-lab/card-game.module') },
  /** The lab's free resources: the filter answers in place, the address follows. */
  resourceFilter: { when: 'near', load: () => import('~/features/creative-lab/resource-filter.module') },
  /** About's stat cards: the numbers count up from 0 as they come into view. */
  statCards: {
    when: 'near',
    needed: () => !window.matchMedia(REDUCED_MOTION).matches,
    load: () => import('~/features/about/stat-count-up'),
  },
  /** About's fun facts: drag and drop by pointer and keyboard, with announcements. */
  funFacts: { when: 'near', load: () => import('~/features/about/fact-sorting') },
} satisfies Record<string, Entry>

export type ScreenModuleName = keyof typeof screenModules

export const MODULE_ATTRIBUTE = 'data-module'
/** The window property where the head script keeps presses made before the page's script ran (module-clicks.ts). */
export const MODULE_CLICKS_QUEUE = '$_moduleClicks'
/** On a module's root once it has attached, or found it has nothing to do here: the end-to-end tests wait for it. */
export const MODULE_LIVE_ATTRIBUTE = 'data-module-live'

function isModuleName(name: string): name is ScreenModuleName {
  return Object.hasOwn(screenModules, name)
}

/** For the control's root element: `<section {...moduleRoot('reel')}>`. */
export function moduleRoot(name: ScreenModuleName): { [MODULE_ATTRIBUTE]: ScreenModuleName } {
  return { [MODULE_ATTRIBUTE]: name }
}

/** True while a kept press is made again (startModule). */
let replaying = false

/**
 * Fetches the module when its entry says and attaches it to `root`. A press on a button inside `root` before then is
 * kept and made again once the module has attached: an early click is never lost (the module's own listeners answer
 * it). A fetch that fails leaves the server's markup as it is (decision 094) and is tried again at the next reach.
 * Returns what undoes it.
 */
export function startModule(root: HTMLElement, name: ScreenModuleName): () => void {
  const entry: Entry = screenModules[name]
  const live = () => root.setAttribute(MODULE_LIVE_ATTRIBUTE, '')
  if (entry.needed && !entry.needed()) {
    live()
    return () => {}
  }
  let ended = false
  let detach: (() => void) | null = null
  let pressed: HTMLElement | null = null
  // A press the head script kept before this page's script ran: the last one inside this root.
  const queue: unknown = Reflect.get(window, MODULE_CLICKS_QUEUE)
  if (Array.isArray(queue) && !entry.ignoresPresses) {
    for (const button of queue) if (button instanceof HTMLElement && root.contains(button)) pressed = button
  }
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && root.contains(button) && !entry.ignoresPresses && !replaying) pressed = button
  }
  root.addEventListener('click', keep)
  const load = () =>
    entry.load().then((module) => {
      if (ended || detach) return
      root.removeEventListener('click', keep)
      detach = module.default(root)
      live()
      const early = pressed
      pressed = null
      // Made again once: a root around this one that has yet to come does not keep it a second time.
      replaying = true
      try {
        early?.click()
      } finally {
        replaying = false
      }
    })
  let stopWaiting = () => {}
  if (entry.when === 'now') load().catch(() => {})
  else stopWaiting = loadOnIntent(root, load, entry.when === 'near')
  return () => {
    ended = true
    stopWaiting()
    root.removeEventListener('click', keep)
    detach?.()
  }
}

/** Starts every screen module in the document's markup (a page without React). */
export function startScreenModules(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
    const name = root.getAttribute(MODULE_ATTRIBUTE) ?? ''
    if (isModuleName(name)) startModule(root, name)
  }
}
