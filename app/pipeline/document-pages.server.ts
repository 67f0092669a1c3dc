import type { AnyRouter } from '@tanstack/react-router'
import { showsNotFound } from '~/lib/route-not-found'

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
 * cache, no streamed chunks (decision 055).
 *
 * Start asks every request's `serverSsr` to dehydrate once the loaders have run and before React renders. For a
 * document page the router's own opt-out, `disableHydration()` (its groundwork for the `hydrate: false` route option
 * of pull request 6092), is called in its place, at that same moment: the matches and the status are known, nothing
 * has been serialised yet. The hook is the one the router's React Query integration uses to reach each request.
 * tests/e2e/document-pages.spec.ts fails if an upgrade changes any of this (a document page with hydration data, or
 * a React page without).
 */
export function renderDocumentPagesWithoutHydration(router: AnyRouter): void {
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate
        serverSsr.dehydrate = async (options) => {
          if (!isDocumentRequest(router)) return dehydrate(options)
          serverSsr.disableHydration()
        }
      },
    ],
  }
}
