import { loadOnIntent } from './load-on-intent'

/**
 * The controls of the screens that are pages without React yet keep state in place (home, about, the Creative Lab;
 * decision 132): each a small module that attaches to the server's markup, its code fetched when its `when` says.
 * Each screen lists its own (`features/<screen>/<screen>-modules.ts`) and has a document script of its own that
 * starts them (app/document/<screen>.client.ts), so one screen's list weighs nothing on another's page. One
 * implementation for both kinds of page (decision 055): a React render of the same screen (after a client navigation
 * from a React page) attaches the same module from an effect (use-screen-module.ts).
 */

/** Attaches one control to the server's markup; returns what undoes it. */
type Attach = (root: HTMLElement) => () => void

/** When and whether a control's code comes, and the module itself. */
export type ScreenModule = {
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

/** A screen's modules by the name its markup gives them (`data-module`): each screen says its own. */
export type ScreenModules = Record<string, ScreenModule>

export const MODULE_ATTRIBUTE = 'data-module'
/** The window property where the head script keeps presses made before the page's script ran (module-clicks.ts). */
export const MODULE_CLICKS_QUEUE = '$_moduleClicks'
/** On a module's root once it has attached, or found it has nothing to do here: the end-to-end tests wait for it. */
const MODULE_LIVE_ATTRIBUTE = 'data-module-live'

/** True while a kept press is made again (startModule). */
let replaying = false

/**
 * Fetches the module when its entry says and attaches it to `root`. A press on a button inside `root` before then is
 * kept and made again once the module has attached: an early click is never lost (the module's own listeners answer
 * it). A fetch that fails leaves the server's markup as it is (decision 094) and is tried again at the next reach.
 * Returns what undoes it.
 */
export function startModule(root: HTMLElement, entry: ScreenModule): () => void {
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

/** Starts every screen module of `modules` in the document's markup (a page without React). */
export function startScreenModules(modules: ScreenModules): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
    const entry = modules[root.getAttribute(MODULE_ATTRIBUTE) ?? '']
    if (entry) startModule(root, entry)
  }
}
