import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * The cross-fade's rules: short, only for transitions the router marks `page`; the shell's header (`body > header`) a
 * layer of its own, so it stays where it is instead of fading out and in with the page; the footer, which changes
 * place with the page's length, simply shown in its new place (no fade, no slide); nothing moves under reduced motion.
 *
 * Added by the script that turns transitions on rather than written in the site's CSS: they matter only where it
 * does, and the W3C checker that reads every page's inline CSS in CI does not know View Transitions yet (it rejected
 * the whole rule).
 */
const RULES = `
body > header { view-transition-name: site-header; }
body > footer { view-transition-name: site-footer; }
html:active-view-transition-type(page)::view-transition-old(root),
html:active-view-transition-type(page)::view-transition-new(root) { animation-duration: 180ms; animation-timing-function: ease-out; }
html:active-view-transition-type(page)::view-transition-group(site-footer),
html:active-view-transition-type(page)::view-transition-new(site-footer) { animation: none; }
html:active-view-transition-type(page)::view-transition-old(site-footer) { display: none; }
@media (prefers-reduced-motion: reduce) {
  ::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation: none !important; }
}`

/**
 * Page transitions: a client navigation to another page cross-fades through the View Transitions API.
 * Not for a change of search alone (a filter, LOAD MORE: those keep their cards and show their own progress), not for
 * the first render, and not when the visitor asked for reduced motion. The router calls `types` only in browsers that
 * know transition types (`:active-view-transition-type`); in others, which would cross-fade every navigation, search
 * changes included, there is none, as there is none where the API is missing.
 */
export const pageTransition = createIsomorphicFn()
  .server(() => false as const)
  .client(() => {
    if (typeof document.startViewTransition !== 'function') return false
    if (!CSS.supports('selector(:active-view-transition-type(page))')) return false
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(RULES)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    // The router waits for each transition's update only. One skipped by the next (a quick second navigation) or by the
    // browser (the page already shown) rejects its `ready` and `finished`, which nothing else awaits: an uncaught error
    // for a fade that simply did not run.
    const start = document.startViewTransition.bind(document)
    document.startViewTransition = (update) => {
      const transition = start(update)
      transition.ready.catch(() => undefined)
      transition.finished.catch(() => undefined)
      return transition
    }
    return {
      types: ({ fromLocation, pathChanged }: { fromLocation?: unknown; pathChanged: boolean }) =>
        fromLocation !== undefined && pathChanged && !matchMedia('(prefers-reduced-motion: reduce)').matches
          ? ['page']
          : false,
    }
  })
