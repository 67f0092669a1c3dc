/**
 * The body of the early-clicks head script (early-clicks.ts says why). Compiled and minified at build time by
 * inline-script.plugin.ts, so it is self-contained: the browser's globals, its parameters and locals, nothing else of
 * this module. early-clicks.test.ts runs the compiled text against a DOM.
 *
 * A click on a link or a button that React has not hydrated yet (before the app's code arrives, and while a screen's
 * content hydrates after the shell):
 * - on a link is left to the browser, which follows it, before the app runs; once the app is live (its shell
 *   hydrated) but the link's screen is not yet, it is kept like a button, for the router (a navigation the browser
 *   began then was cancelled by the router's own history update); either way the router never sees it half-attached;
 * - on a button is kept (the element itself: hydration keeps the server's nodes) and not passed on; the app clicks it
 *   again once it is hydrated (`wakeName`, set by the app, hears of clicks kept after it is live);
 * - a submit button of a form is left to the browser before the app runs (the form posts without JavaScript), and kept
 *   like any button once the app is live and the form is not hydrated yet (its code may come on intent: deferred);
 * - anything marked `optOutAttribute`, a disabled button, and anything else are left alone.
 * Once the app is live (`liveAttribute`), a hydrated control is the app's; one in a part whose code comes on intent
 * (`waitingPartSelector` matches it until the part has committed its hydration) is not yet. React marks every node it hydrates (its
 * props under `__reactProps$…`); the app says whether it found that mark on its shell (`marksName`), and should a
 * React version stop marking nodes, nothing is intercepted once the app is live, as before this script.
 */
export default function earlyClicks(
  liveAttribute: string,
  waitingAttribute: string,
  queueName: string,
  wakeName: string,
  replayingName: string,
  marksName: string,
  optOutAttribute: string,
  waitingPartSelector: string,
): void {
  // Once per page: the router inserts a head script again after hydration when it cannot match it by its nonce.
  if (Reflect.has(window, queueName)) return
  const root = document.documentElement
  const kept: Element[] = []
  Reflect.set(window, queueName, kept)
  // React marks a node as it renders it, before it commits; a deferred part says when it has committed.
  const hydrated = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest(waitingPartSelector)
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (Reflect.get(window, replayingName) || !(target instanceof Element)) return
      if (target.closest(`[${optOutAttribute}]`)) return
      const control = target.closest('a[href], button, [role="button"]')
      if (!control) return
      const live = root.hasAttribute(liveAttribute)
      if (live && (hydrated(control) || !Reflect.get(window, marksName))) return
      if (control instanceof HTMLAnchorElement) {
        // A new tab, a download, another frame: the browser's, always.
        const own = !control.target || control.target === '_self'
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (!own || !plain || control.hasAttribute('download')) return
        event.stopImmediatePropagation()
        // Before the app runs, the browser follows it. Once the app is live but this link's screen still hydrates, a
        // navigation the browser began would be cancelled by the router's own history update: kept for the router.
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
