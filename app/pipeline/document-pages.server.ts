import type { AnyRouter } from '@tanstack/react-router'
import { showsNotFound } from '~/lib/route-not-found'
import { disableHydrationWhen } from '~/lib/router-internals'

/** Whether the request `router` is answering is for a document page (components/shell/page-kind.ts). */
export function isDocumentRequest(router: AnyRouter): boolean {
  const { matches, location, resolvedLocation } = router.state
  // A route says it is one with `staticData: { hydrate: false }`; a not-found page is one whatever route.
  return (
    matches.some((match) => match.staticData.hydrate === false) ||
    showsNotFound(matches, (resolvedLocation ?? location).pathname)
  )
}

/**
 * A document page is rendered without the data the browser would hydrate from: no `$_TSR` payload, no React Query
 * cache, no streamed chunks (decision 055), through the router's `disableHydration()` (lib/router-internals.ts,
 * decision 126). tests/e2e/document-pages.spec.ts fails if a document page has hydration data, or a React page none.
 */
export function renderDocumentPagesWithoutHydration(router: AnyRouter): void {
  disableHydrationWhen(router, isDocumentRequest)
}
