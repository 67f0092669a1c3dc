/**
 * The body of the early-clicks head script (early-clicks.ts says why). Compiled and minified at build time by
 * inline-script.plugin.ts, so it is self-contained: the browser's globals, its parameters and locals, nothing else of
 * this module. early-clicks.test.ts runs the compiled text against a DOM.
 *
 * A click on a link or a button the app cannot answer yet:
 * - before the app is live (`liveAttribute` on `<html>`), a link is left to the browser, which follows it; a button
 *   is kept (the element itself: hydration keeps the server's nodes) and not passed on; a form's submit button is left
 *   to the browser too (the form posts without JavaScript);
 * - once the app is live, only a control in a region still hydrating (`hydratingAttribute`, which React's effect
 *   removes once it has committed that region) is kept, a link too (a navigation the browser began then was cancelled
 *   by the router's own history update);
 * - anything marked `optOutAttribute`, a disabled button, and anything else are left alone.
 * The app makes the kept clicks again (`wakeName`, set by the app, hears of clicks kept after it is live).
 */
export default function earlyClicks(
  liveAttribute: string,
  waitingAttribute: string,
  queueName: string,
  wakeName: string,
  replayingName: string,
  optOutAttribute: string,
  hydratingAttribute: string,
): void {
  // Once per page: the router inserts a head script again after hydration when it cannot match it by its nonce.
  if (Reflect.has(window, queueName)) return
  const root = document.documentElement
  const kept: Element[] = []
  Reflect.set(window, queueName, kept)
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (Reflect.get(window, replayingName) || !(target instanceof Element)) return
      if (target.closest(`[${optOutAttribute}]`)) return
      const control = target.closest('a[href], button, [role="button"]')
      if (!control) return
      const live = root.hasAttribute(liveAttribute)
      if (live && !control.closest(`[${hydratingAttribute}]`)) return
      if (control instanceof HTMLAnchorElement) {
        // A new tab, a download, another frame: the browser's, always.
        const own = !control.target || control.target === '_self'
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (!own || !plain || control.hasAttribute('download')) return
        event.stopImmediatePropagation()
        // Before the app runs, the browser follows it; once it is live, the router will.
        if (!live) return
        event.preventDefault()
      } else if (
        control instanceof HTMLButtonElement &&
        (control.disabled || (control.type === 'submit' && control.form && !live))
      )
        return
      event.stopImmediatePropagation()
      kept.push(control)
      root.setAttribute(waitingAttribute, '')
      const wake: unknown = Reflect.get(window, wakeName)
      if (typeof wake === 'function') wake()
    },
    true,
  )
}
