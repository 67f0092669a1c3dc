import { describe, expect, it } from 'vitest'
import { routeTemplate } from '../../../cms/src/middlewares/metrics'

/* The CMS's request metrics are labelled by route template: few series, each one an operator can read. */

describe('a request’s route label', () => {
  it('is the template of the route that answered it', () => {
    expect(routeTemplate('/api/projects/:id', '/api/projects/12')).toBe('/api/projects/:id')
    expect(routeTemplate('/_health', '/_health')).toBe('/_health')
    // The CMS's redirect from its root to the admin panel: a route, though its pattern has no letter.
    expect(routeTemplate('/', '/')).toBe('/')
  })
  it('names the admin panel and the public media by their prefix', () => {
    expect(routeTemplate('([^/]*)', '/admin')).toBe('/admin/*')
    expect(routeTemplate('([^/]*)', '/admin/content-manager/collection-types')).toBe('/admin/*')
    expect(routeTemplate(undefined, '/uploads/hero_1234.webp')).toBe('/uploads/*')
  })
  it('is `unmatched` for a made-up path, whatever catch-all answered it', () => {
    for (const path of ['/a/b/c', '/robots.txt', '/api/nothing-here/12345', '/administrator'])
      expect(routeTemplate('([^/]*)', path), path).toBe('unmatched')
    expect(routeTemplate('/(.*)', '/x')).toBe('unmatched')
    expect(routeTemplate(undefined, '/favicon.ico')).toBe('unmatched')
  })
})
