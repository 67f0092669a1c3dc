import { expectTypeOf, test } from 'vitest'
import type { FileRoutesByTo } from '../../routeTree.gen'
import type { RoutePath } from './routes'

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

// Every path of the route table has a route file, and every other route file is one of the known non-screen routes.
test('route table and route files agree', () => {
  expectTypeOf<RoutePath>().toExtend<keyof FileRoutesByTo>()
  expectTypeOf<Exclude<keyof FileRoutesByTo, RoutePath>>().toEqualTypeOf<NonScreenRoutes>()
})
