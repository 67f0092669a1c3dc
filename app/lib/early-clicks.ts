// The script's body: the default export of early-clicks.inline.ts, compiled and minified at build time
// (build/inline-script.plugin.ts). early-clicks.test.ts runs this exact text against a DOM.
import EARLY_CLICKS_FUNCTION from './early-clicks.inline?inline-script'

/**
 * Clicks made before the app can act on them (decisions 015 and 056).
 *
 * A React page paints from its HTML well before its JavaScript runs (on a throttled phone about 0.6 s against 1.8 s).
 * Links, both forms, the menu and the cookie notice work in that window without JavaScript. A button whose action is
 * the app's would swallow the click: nothing of the app, Start's `<Hydrate>` included, listens before the code has
 * arrived. So this head script keeps every such button clicked before the app is live and hands every link to the
 * browser; once the shell has hydrated, `replayEarlyClicks` clicks the kept buttons again, in order.
 *
 * After that, a region React hydrates in a later pass says so with HYDRATING_ATTRIBUTE until its own effect has run
 * (components/hydrating): a screen in a Suspense boundary (a route with a pending component) and the parts that
 * `<Hydrate>` defers. A click there is kept and made again once the region is hydrated. Opt out with
 * `data-no-early-click` only where replaying a click would be wrong, and say why beside it. The cookie notice acts at
 * once instead (consent.ts, whose head script runs first), since storing a choice needs no app.
 */

/** On `<html>` once the kept clicks have been replayed: the head script's listener steps aside. */
export const EARLY_CLICKS_LIVE_ATTRIBUTE = 'data-early-clicks-live'

/** On `<html>` while a click waits for the app (global.css shows the progress cursor). */
export const EARLY_CLICKS_WAITING_ATTRIBUTE = 'data-early-clicks'

/** On an element (or an ancestor) whose clicks must not be kept and replayed. */
export const NO_EARLY_CLICK_ATTRIBUTE = 'data-no-early-click'

/**
 * On the element around a region React hydrates after the shell, until its effect has run: React marks nodes while it
 * renders them, before it commits, and a click on one in between reaches no handler (a form's submit would post the
 * page). Its value says which kind: `part` or `screen`.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating'

/** The window property holding the kept buttons, in order (the head script adds, the app takes). */
const QUEUE = '$_earlyClicks'

/** The window property the app sets once live: the head script calls it when it keeps a click after that. */
const WAKE = '$_earlyClicksWake'

/** The window property that is true while the app makes a kept click again, which the head script lets through. */
const REPLAYING = '$_earlyClicksReplaying'

/**
 * The head script (it carries the page's CSP nonce). A function, so a bundle that never calls it (the browser's: the
 * server writes the script) leaves its text out.
 */
export function earlyClicksScript(): string {
  const args = [
    EARLY_CLICKS_LIVE_ATTRIBUTE,
    EARLY_CLICKS_WAITING_ATTRIBUTE,
    QUEUE,
    WAKE,
    REPLAYING,
    NO_EARLY_CLICK_ATTRIBUTE,
    HYDRATING_ATTRIBUTE,
  ].map((value) => JSON.stringify(value))
  return `(${EARLY_CLICKS_FUNCTION})(${args.join(',')})`
}

/** Whether a click on `control` can be made now: it is in no region still hydrating. */
const canClick = (control: Element) => control.closest(`[${HYDRATING_ATTRIBUTE}]`) === null

/** The longest a kept click waits for its region to be hydrated. */
const REPLAY_WAIT_MS = 5000

/**
 * Once the shell has hydrated: each kept click is made again, in order, as soon as its control can take it
 * (`canClick`); clicks the head script keeps from now on (a region still hydrating) likewise.
 */
export function replayEarlyClicks(root: HTMLElement = document.documentElement): void {
  root.setAttribute(EARLY_CLICKS_LIVE_ATTRIBUTE, '')
  const queue: unknown = Reflect.get(window, QUEUE)
  if (!Array.isArray(queue)) return
  const firstSeen = new WeakMap<object, number>()
  let scheduled = false
  const run = () => {
    scheduled = false
    while (queue.length > 0) {
      const control: unknown = queue[0]
      if (!(control instanceof HTMLElement) || !control.isConnected) {
        queue.shift()
        continue
      }
      const seen = firstSeen.get(control) ?? performance.now()
      firstSeen.set(control, seen)
      // In order: a later click waits for an earlier one's region.
      if (!canClick(control) && performance.now() - seen < REPLAY_WAIT_MS) {
        scheduled = true
        requestAnimationFrame(run)
        return
      }
      queue.shift()
      Reflect.set(window, REPLAYING, true)
      try {
        control.click()
      } finally {
        Reflect.set(window, REPLAYING, false)
      }
    }
    root.removeAttribute(EARLY_CLICKS_WAITING_ATTRIBUTE)
  }
  Reflect.set(window, WAKE, () => {
    if (!scheduled) run()
  })
  run()
}
