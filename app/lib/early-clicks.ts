/**
 * Clicks made before the app's code has arrived (decision 015).
 *
 * The page paints from its HTML well before its JavaScript runs (decision 016; on a throttled phone about 0.7 s
 * against 2.3 s). Links and both forms work in that window without JavaScript; a button whose action is the app's
 * (the menu, the language flag on shared pages, cookie settings, retry) would swallow the click. Such a button carries
 * `data-early-click="<name>"`: this head script notes each click on one, and once the page has hydrated
 * `replayEarlyClicks` clicks the same buttons again, in order, now that they are live. The cookie notice acts at
 * once instead (consent.ts), since storing a choice needs no app.
 */

/** On a button whose clicks are kept until the app can act on them; the value names it uniquely on the page. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** On `<html>`: the names of the buttons clicked so far, in order, space-separated. */
export const EARLY_CLICKS_QUEUE_ATTRIBUTE = 'data-early-clicks'

/** On `<html>` once the clicks have been replayed: the head script's listener steps aside. */
export const EARLY_CLICKS_LIVE_ATTRIBUTE = 'data-early-clicks-live'

/** The head script (it carries the page's CSP nonce); early-clicks.test.ts runs this exact text. */
export const EARLY_CLICKS_SCRIPT = `try{var d=document,h=d.documentElement;d.addEventListener('click',function c(e){if(h.hasAttribute('${EARLY_CLICKS_LIVE_ATTRIBUTE}'))return d.removeEventListener('click',c,true);var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_CLICK_ATTRIBUTE}]');if(!b)return;var q=h.getAttribute('${EARLY_CLICKS_QUEUE_ATTRIBUTE}');h.setAttribute('${EARLY_CLICKS_QUEUE_ATTRIBUTE}',(q?q+' ':'')+b.getAttribute('${EARLY_CLICK_ATTRIBUTE}'))},true)}catch(e){}`

/** Marks a button for the head script. */
export const earlyClick = (name: string) => ({ [EARLY_CLICK_ATTRIBUTE]: name })

/** Once hydrated: the head script stops listening, and every click it noted is made again on the live button. */
export function replayEarlyClicks(root: HTMLElement = document.documentElement): void {
  root.setAttribute(EARLY_CLICKS_LIVE_ATTRIBUTE, '')
  const queue = (root.getAttribute(EARLY_CLICKS_QUEUE_ATTRIBUTE) ?? '').split(' ').filter(Boolean)
  root.removeAttribute(EARLY_CLICKS_QUEUE_ATTRIBUTE)
  for (const name of queue) root.querySelector<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}="${CSS.escape(name)}"]`)?.click()
}
