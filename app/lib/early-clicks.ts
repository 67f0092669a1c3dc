// The script's body: the default export of early-clicks.inline.ts, compiled and minified at build time
// (inline-script.plugin.ts). early-clicks.test.ts runs this exact text against a DOM.
import EARLY_CLICKS_FUNCTION from './early-clicks.inline?inline-script'

/**
 * Clicks made before the app can act on them (decision 015, issue 28).
 *
 * The page paints from its HTML well before its JavaScript runs (decision 016; on a throttled phone about 0.7 s
 * against 2.3 s). Links and both forms work in that window without JavaScript. A button whose action is the app's
 * would swallow the click, and a link clicked while the page hydrates was lost between the browser (which follows a
 * link while no script handles it) and the router (whose handler is being attached). So, as a rule, this head script
 * keeps every button clicked before the app is live and hands every link to the browser; once the page has hydrated,
 * `replayEarlyClicks` clicks the kept buttons again, in order, now that they are live. Opt out with
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
 * Sent (bubbling) from a kept control that is not hydrated yet: a part of the page whose code comes on intent
 * (components/deferred) fetches it then, so the click is replayed once that part has hydrated.
 */
export const EARLY_CLICK_WANTED_EVENT = 'app:early-click-wanted'

/**
 * On the element around a part whose code comes on intent (components/deferred): `""` while it waits, `"live"` once
 * React has committed its hydration. React marks nodes while it renders them, before that commit, and a click on one
 * in between reaches no handler (a form's submit would post the page).
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred'
export const DEFERRED_LIVE = 'live'
const WAITING_PART = `[${DEFERRED_ATTRIBUTE}]:not([${DEFERRED_ATTRIBUTE}="${DEFERRED_LIVE}"])`

/** The window property holding the kept buttons, in order (the head script adds, the app takes). */
const QUEUE = '$_earlyClicks'

/** The window property the app sets once live: the head script calls it when it keeps a click after that. */
const WAKE = '$_earlyClicksWake'

/** The window property that is true while the app makes a kept click again, which the head script lets through. */
const REPLAYING = '$_earlyClicksReplaying'

/** The window property saying whether React marks the nodes it hydrates (found on the shell once live). */
const MARKS = '$_earlyClicksMarks'

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
    MARKS,
    NO_EARLY_CLICK_ATTRIBUTE,
    WAITING_PART,
  ].map((value) => JSON.stringify(value))
  return `(${EARLY_CLICKS_FUNCTION})(${args.join(',')})`
}

/**
 * Whether React has hydrated this element (it keeps its props on the node under a key of its own). The shell hydrates
 * first; each screen's content hydrates in a later pass (a Suspense boundary of the router), and a click made on it
 * before then reaches no handler. React has no public signal for this, so the key is looked for (the head script does
 * the same); when it is never found, the click is made anyway after REPLAY_WAIT_MS, and the e2e check of every button
 * (tests/e2e/early-clicks.spec.ts) says so.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest(WAITING_PART)
}

/** The longest a kept click waits for its button to be hydrated. */
const REPLAY_WAIT_MS = 5000

/**
 * Once the shell has hydrated (`shell` is one of its elements): each kept click is made again, in order, as soon as
 * React has hydrated its element; clicks the head script keeps from now on (a screen still hydrating) likewise.
 */
export function replayEarlyClicks(shell: Element | null, root: HTMLElement = document.documentElement): void {
  Reflect.set(window, MARKS, shell !== null && isHydrated(shell))
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
      // In order: a later click waits for an earlier one's button.
      if (!isHydrated(control) && performance.now() - seen < REPLAY_WAIT_MS) {
        // Every frame it waits: the part that fetches its code on this may itself hydrate after the shell.
        control.dispatchEvent(new Event(EARLY_CLICK_WANTED_EVENT, { bubbles: true }))
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
