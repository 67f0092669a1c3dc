/**
 * The body of the module-clicks head script of a page without React (screen-modules.ts says why). Compiled and minified
 * at build time by inline-script.plugin.ts, so it is self-contained: the browser's globals and its parameters only.
 *
 * Until the page's script has started (`liveAttribute` on `<html>`), a press on a button inside a screen module's root
 * is kept, in order; the module makes it again once it has attached. Nothing is stopped or prevented.
 */
export default function moduleClicks(queueName: string, moduleAttribute: string, liveAttribute: string): void {
  const kept: Element[] = []
  Reflect.set(window, queueName, kept)
  const root = document.documentElement
  const keep = (event: Event) => {
    if (root.hasAttribute(liveAttribute)) return document.removeEventListener('click', keep, true)
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button?.closest(`[${moduleAttribute}]`)) kept.push(button)
  }
  document.addEventListener('click', keep, true)
}
