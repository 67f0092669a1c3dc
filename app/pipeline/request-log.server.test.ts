import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeTable } from '~/i18n/routes'
import { routeOf, UNMATCHED_ROUTE } from './request-log.server'

describe('routeOf: the route template logged and counted', () => {
  it("names a screen's page by its template in its language, whatever the slug", () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/no')).toBe('/no')
    expect(routeOf('/om-oss')).toBe('/om-oss')
    expect(routeOf('/blogs/a-post')).toBe('/blogs/$slug')
    expect(routeOf('/blog/et-innlegg')).toBe('/blog/$slug')
    expect(routeOf('/projekter/noe')).toBe('/projekter/$slug')
    expect(routeOf('/terms')).toBe('/terms')
  })

  it('names the routes that are no screen, parameters as their template', () => {
    expect(routeOf('/api/revalidate')).toBe('/api/revalidate')
    expect(routeOf('/sitemap.xml')).toBe('/sitemap.xml')
    expect(routeOf('/og/en/blog/a-post.png')).toBe('/og/$')
    expect(routeOf('/downloads/logo/12')).toBe('/downloads/logo/$id')
    expect(routeOf('/_serverFn/abc123')).toBe('/_serverFn/$id')
  })

  it('puts every other path under one value: made-up paths cannot make new series or fill the log', () => {
    for (const path of [
      '/wp-login.php',
      '/blogs/a/b',
      '/downloads/logo/1/2',
      '/_serverFn/',
      '//evil.example/',
      '/x'.repeat(500),
    ])
      expect(routeOf(path), path).toBe(UNMATCHED_ROUTE)
    const made = new Set(Array.from({ length: 200 }, (_, i) => routeOf(`/made-up-${i}`)))
    expect([...made]).toEqual([UNMATCHED_ROUTE])
  })

  it('names each screen in both languages by its own template', () => {
    for (const paths of Object.values(routeTable))
      for (const template of [paths.en, paths.no]) expect(routeOf(template.replace('$slug', 'x'))).toBe(template)
  })

  it('knows every route of the route tree (routeTree.gen.ts) by its own path', () => {
    const tree = readFileSync('routeTree.gen.ts', 'utf8')
    const byFullPath = tree.split('export interface FileRoutesByFullPath {')[1]?.split('\n}')[0] ?? ''
    const paths = [...byFullPath.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '')
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) {
      if (path.startsWith('/{-$locale}')) continue
      const sample = path.replace('$id', '1').replace(/\$$/, 'a/b')
      expect(routeOf(sample), path).toBe(path)
    }
  })
})
