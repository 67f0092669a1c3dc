import { expectTypeOf, test } from 'vitest'
import type { FileRoutesByTo } from '../../routeTree.gen'
import type { RoutePath } from './routes'

// Every path of the route table has a route file, and every route file's path is in the table (or redirects, or is a
// server-only endpoint such as a download).
test('route table and route files agree', () => {
  expectTypeOf<RoutePath>().toExtend<keyof FileRoutesByTo>()
  expectTypeOf<Exclude<keyof FileRoutesByTo, RoutePath>>().toEqualTypeOf<
    '/takk' | '/downloads/logo/$id' | '/sitemap.xml' | '/robots.txt'
  >()
})
