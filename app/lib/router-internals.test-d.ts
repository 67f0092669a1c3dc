import { createRootRoute, createRoute } from '@tanstack/react-router'

/*
 * Router pull request 6092 adds a `hydrate` route option; the pinned router has none, which is why
 * lib/router-internals.ts disables hydration itself (decision 126). Once an upgrade brings the option, the directive
 * below is unused and `npm run typecheck` fails: then the document routes take `hydrate: false` and
 * `disableHydrationWhen` goes.
 */
const root = createRootRoute()
createRoute({
  getParentRoute: () => root,
  path: '/',
  // @ts-expect-error not an option of the pinned router (pull request 6092)
  hydrate: false,
})
