import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * Page transitions (issue 32): a client navigation to another page cross-fades through the View Transitions API, the
 * header staying in place (page-transition.css). Not for a change of search alone (a filter, LOAD MORE: those keep
 * their cards and show their own progress), not for the first render, and not when the visitor asked for reduced
 * motion. The router calls `types` only in browsers that know transition types
 * (`:active-view-transition-type`); in others, which would cross-fade every navigation, search changes included,
 * there is none, as there is none where the API is missing.
 */
export const pageTransition = createIsomorphicFn()
  .server(() => false as const)
  .client(() => {
    if (typeof document.startViewTransition !== 'function') return false
    if (!CSS.supports('selector(:active-view-transition-type(page))')) return false
    return {
      types: ({ fromLocation, pathChanged }: { fromLocation?: unknown; pathChanged: boolean }) =>
        fromLocation !== undefined && pathChanged && !matchMedia('(prefers-reduced-motion: reduce)').matches
          ? ['page']
          : false,
    }
  })
