import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { FormPostNote } from '~/forms/plain-post.server'
import { renderDocumentPagesWithoutHydration } from '~/pipeline/document-pages.server'
import { requestNonce } from '~/runtime/request-state.server'
import { routeTree } from '../routeTree.gen'
import { pageTransition } from './components/navigation/page-transition'
import { ContentUnavailable } from './components/unavailable/ContentUnavailable'
import { internalPath, publicPath, type Screen } from './i18n/routes'
import { CRAWLER_TAGS_SELECTOR } from './seo/head'

export type RouterContext = { queryClient: QueryClient }

/**
 * The CSP nonce of this response (start.ts makes one per request): the router stamps it on every script and
 * preload it renders. In the browser the router reads it back from the page's `csp-nonce` meta tag.
 */
const cspNonce = createIsomorphicFn()
  .server(() => requestNonce())
  .client(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content)

/** Document pages go out without hydration data (decision 055); the browser's router never renders one. */
const withoutHydrationForDocumentPages = createIsomorphicFn()
  .server(renderDocumentPagesWithoutHydration)
  .client(() => {})

export function getRouter() {
  // One QueryClient per request on the server, one per page load in the browser.
  const queryClient = new QueryClient({
    defaultOptions: {
      // Data the server just rendered must not be fetched again on hydration or on quick navigations.
      queries: { staleTime: 60_000 },
    },
  })

  // The router scrolls to the top after it renders a navigation (ScrollManager does the product.md's 1 ms jump), and also
  // after the render that hydrates the first page, which threw a visitor who had scrolled while the code arrived back
  // to the top, their click landing on whatever was there then. Skipped for that first render, unless the page was
  // reloaded or reached by Back or Forward, where the router knows where its window was: then it puts it there, as the
  // browser would but in every engine alike (Chromium's own moved a home reloaded at the journal by the 24 px its
  // sections rise as they appear; decision 095).
  let hydrating = true
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: () => {
      const first = hydrating
      hydrating = false
      return !first || returnedTo()
    },
    defaultStructuralSharing: true,
    // A short cross-fade between pages, where the browser can and the visitor has not asked for less motion.
    defaultViewTransition: pageTransition(),
    ssr: { nonce: cspNonce() },
    // A page whose data cannot be loaded (the CMS is down, nothing cached) says so in its language, with a retry.
    defaultErrorComponent: ({ reset }) => <ContentUnavailable reset={reset} />,
    // One route per screen: a Norwegian path is the English one under `/no` inside the router, and back outside it.
    rewrite: {
      input: ({ url }) => {
        const internal = internalPath(url.pathname)
        if (internal) url.pathname = internal
        return url
      },
      output: ({ url }) => {
        const shown = publicPath(url.pathname)
        if (shown) url.pathname = shown
        return url
      },
    },
  })
  /**
   * A page reloaded, or reached by Back or Forward: the router keeps every page's place as the page is left
   * (sessionStorage, on `pagehide`), so it has one for this page. (Asked through the navigation's type, not the
   * router's store of places, which it does not document.)
   */
  function returnedTo(): boolean {
    if (typeof document === 'undefined') return false
    const [navigation] = performance.getEntriesByType('navigation')
    if (!(navigation instanceof PerformanceNavigationTiming)) return false
    return navigation.type === 'reload' || navigation.type === 'back_forward'
  }
  setupRouterSsrQueryIntegration({ router, queryClient })
  withoutHydrationForDocumentPages(router)
  // The server's description, social tags and JSON-LD describe the page the visit began on, and a browser renders none
  // of its own (seo/head.ts `crawlerTags`): gone at the first move to another page.
  if (typeof document !== 'undefined') {
    const stop = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return
      for (const element of document.head.querySelectorAll(CRAWLER_TAGS_SELECTOR)) element.remove()
      stop()
    })
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /** What the server entry (app/server.ts) hands each request: the request guard's note about a form page's POST. */
    server: { requestContext: { formPost: FormPostNote | null } }
  }
  interface StaticDataRouteOption {
    /** The screen of product.md's route table this route renders. */
    screen?: Screen
    /** A document page: rendered by the server, no React in the browser (components/shell/page-kind.ts). */
    hydrate?: false
  }
}
