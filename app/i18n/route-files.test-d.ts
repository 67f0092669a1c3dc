import { expectTypeOf, test } from 'vitest'
import type { FileRoutesByTo } from '../../routeTree.gen'
import type { routeTable, Screen, SharedScreen } from './routes'

/**
 * Route files that are not screens: a redirect, downloads, crawler files, the journal's feeds, the share cards and the
 * CMS's endpoints.
 */
type NonScreenRoutes =
  | '/takk'
  | '/downloads/logo/$id'
  | '/sitemap.xml'
  | '/robots.txt'
  | '/blogs/feed.xml'
  | '/blog/feed.xml'
  | '/og/$'
  | '/api/preview'
  | '/api/exit-preview'
  | '/api/revalidate'

/**
 * The router's path of a screen: a shared page's own; any other screen's English path under the optional `/no` prefix
 * (`routes/{-$locale}/`, whose Norwegian paths the router's rewrite makes from the table: routes.ts `internalPath`).
 */
type EnglishPath<S extends Screen> = (typeof routeTable)[S]['en']
type RouterPath<S extends Screen = Screen> = S extends SharedScreen
  ? EnglishPath<S>
  : EnglishPath<S> extends '/'
    ? '/{-$locale}'
    : `/{-$locale}${EnglishPath<S>}`

// Every screen of the route table has a route file, and every other route file is one of the known non-screen routes.
test('route table and route files agree', () => {
  expectTypeOf<RouterPath>().toExtend<keyof FileRoutesByTo>()
  expectTypeOf<Exclude<keyof FileRoutesByTo, RouterPath>>().toEqualTypeOf<NonScreenRoutes>()
})
