import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import * as routerCore from '@tanstack/router-core'
// biome-ignore lint/style/noRestrictedImports: a test attaches the router's server side as Start attaches it
import { attachRouterServerSsrUtils } from '@tanstack/router-core/ssr/server'
import { describe, expect, it } from 'vitest'
import { bodyScriptParts, composeBodyScripts, disableHydrationWhen } from './router-internals'

/*
 * router-internals.ts uses router pieces no documentation promises (decision 126). Each is checked here against the
 * installed router: an upgrade that renames, reorders or drops one fails this file. When router pull request 6092's
 * `hydrate: false` route option is released, the type test beside this (router-internals.test-d.ts) fails instead:
 * then the document routes take that option and `disableHydrationWhen` goes.
 */

const ENTRY = '/assets/entry.js'
const manifest: routerCore.ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', async: true, src: ENTRY } }] } },
}

/** A server-side router as Start makes one per request, with a route script and loader data to hydrate. */
async function serverRouter(withoutHydration?: () => boolean) {
  const rootRoute = createRootRoute({ scripts: () => [{ children: 'window.routeScript=1' }] })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', loader: () => ({ heading: 'Loaded' }) })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
    ssr: { nonce: 'n0nce' },
  })
  if (withoutHydration) disableHydrationWhen(router, withoutHydration)
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  await router.serverSsr?.dehydrate()
  return router
}

describe('the router internals the site relies on', () => {
  it('router-core still exports the two pieces of <Scripts />', () => {
    expect(routerCore.getSsrBodyScriptParts).toBeTypeOf('function')
    expect(routerCore.composeSsrBodyScripts).toBeTypeOf('function')
  })

  it('composes the body scripts in the order <Scripts /> renders them, the hydration bootstrap around them', () => {
    const tag = (children: string): routerCore.RouterManagedTag => ({ tag: 'script', children })
    const route = [tag('route')]
    const manifestScripts = [tag('manifest')]
    expect(routerCore.composeSsrBodyScripts([route, manifestScripts])).toEqual([tag('route'), tag('manifest')])
    expect(
      routerCore.composeSsrBodyScripts([route, manifestScripts], {
        before: [tag('before')],
        boundary: tag('boundary'),
      }),
    ).toEqual([tag('before'), tag('route'), tag('manifest'), tag('boundary')])
  })

  it("splits a page's scripts into the route's and the manifest's (the entry), with the request's nonce", async () => {
    const router = await serverRouter()
    const { routeScripts, manifestScripts } = bodyScriptParts(router, router.state.matches, { marked: true })
    expect(routeScripts).toEqual([
      { tag: 'script', attrs: { marked: true, nonce: 'n0nce' }, children: 'window.routeScript=1' },
    ])
    expect(manifestScripts).toEqual([
      { tag: 'script', attrs: { type: 'module', async: true, src: ENTRY, nonce: 'n0nce' }, children: undefined },
    ])
    // On the server the hydration bootstrap comes with them once, with the dehydrated loader data.
    const first = composeBodyScripts(router, routeScripts, manifestScripts)
    expect(first.length).toBe(routeScripts.length + manifestScripts.length + 2)
    expect(JSON.stringify(first)).toContain('Loaded')
    expect(composeBodyScripts(router, routeScripts, manifestScripts)).toEqual([...routeScripts, ...manifestScripts])
  })

  it('reaches every request through onServerSsrAttach, and disableHydration() leaves the hydration data out', async () => {
    const hydrated = await serverRouter(() => false)
    const hydrationTags = hydrated.serverSsr?.takeInitialHydrationScriptTags()
    expect(JSON.stringify(hydrationTags)).toContain('$_TSR')
    expect(JSON.stringify(hydrationTags)).toContain('Loaded')
    const dry = await serverRouter(() => true)
    expect(dry.serverSsr?.takeInitialHydrationScriptTags()).toBeUndefined()
  })
})
