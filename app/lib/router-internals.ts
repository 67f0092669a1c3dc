import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router'
// biome-ignore lint/style/noRestrictedImports: this module is the one place the site uses them (decision 126)
import { composeSsrBodyScripts, getSsrBodyScriptParts, type RouterManagedTag } from '@tanstack/router-core'

/*
 * The one module that reaches past TanStack Router's documented API (decision 126). The pinned versions
 * (@tanstack/react-router 1.170, router-core 1.171, react-start 1.169) have no public way to do either:
 *
 * - the body's scripts without the entry `<script type="module">` (decision 016: the app-start script asks for it
 *   after paint). `<Scripts />` takes no options, and Start's `transformAssets` rewrites the entry's URL but cannot
 *   leave it out; so the pieces `<Scripts />` is built from, `getSsrBodyScriptParts` and `composeSsrBodyScripts`, are
 *   used here as it uses them.
 * - a page rendered without hydration data (decision 055). `serverSsr.disableHydration()` is the router's groundwork
 *   for a `hydrate: false` route option; router pull request 6092 adds that option, and with it this half goes: the
 *   document routes say `hydrate: false` where they now say `staticData: { hydrate: false }`.
 *
 * router-internals.test.ts checks the shape and behaviour of everything used here against the installed router, so an
 * upgrade that changes any of it fails there, not on every page.
 */

/** The route scripts and the manifest's scripts (the entry among them) of `matches`, as `<Scripts />` gets them. */
export function bodyScriptParts(
  router: AnyRouter,
  matches: AnyRouteMatch[],
  routeScriptAttrs: Record<string, unknown>,
) {
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(
    matches,
    router.ssr?.manifest,
    router.options.ssr?.nonce,
    routeScriptAttrs,
  )
  return { routeScripts, manifestScripts }
}

/**
 * The body's script tags in the order `<Scripts />` renders them: on the server, the streamed hydration bootstrap
 * around them, taken once per request (as `<Scripts />` takes it).
 */
export function composeBodyScripts(
  router: AnyRouter,
  routeScripts: RouterManagedTag[],
  manifestScripts: RouterManagedTag[],
): RouterManagedTag[] {
  return composeSsrBodyScripts(
    [routeScripts, manifestScripts],
    router.isServer ? router.serverSsr?.takeInitialHydrationScriptTags() : undefined,
  )
}

/**
 * Renders the pages `withoutHydration` says of without hydration data: no `$_TSR` payload, no React Query cache, no
 * streamed chunks. Start asks each request's `serverSsr` to dehydrate once the loaders have run and before React
 * renders; for such a page `disableHydration()` is called in its place, at that same moment (the matches and status
 * are known, nothing is serialised yet). The hook is the one the router's React Query integration uses to reach each
 * request.
 */
export function disableHydrationWhen(router: AnyRouter, withoutHydration: (router: AnyRouter) => boolean): void {
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate
        serverSsr.dehydrate = async (options) => {
          if (!withoutHydration(router)) return dehydrate(options)
          serverSsr.disableHydration()
        }
      },
    ],
  }
}
