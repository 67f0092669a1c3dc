import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  RouterProvider,
  Scripts,
} from '@tanstack/react-router'
import type { ServerManifest } from '@tanstack/router-core'
// biome-ignore lint/style/noRestrictedImports: a test renders a page as the server does, with the router's server side attached as Start attaches it
import { attachRouterServerSsrUtils } from '@tanstack/router-core/ssr/server'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { earlyClicksScript } from '~/lib/early-clicks'
import { DocumentHead, DocumentScripts } from './DocumentAssets'

/**
 * DocumentAssets is a copy of TanStack's `<HeadContent />` and `<Scripts />` built on router-core helpers that have
 * changed in patch releases (decision 016). This renders both for the same router, as the server renders a page, and
 * requires the same tags, except what the copy is for: no module preloads and no entry `<script type="module">`, but
 * one inline script that asks for exactly those files. An upgrade of `@tanstack/*` that changes what the router puts in
 * a page fails here instead of quietly dropping a tag (or the hydration data) from every page.
 */

const NONCE = 'n0nce'
const ENTRY = '/assets/index-entry.js'
const PRELOADS = [ENTRY, '/assets/root-chunk.js', '/assets/page-chunk.js']

/** What TanStack Start's build gives the router: chunks to preload, the entry script, the route's CSS. */
const manifest: ServerManifest = {
  routes: {
    __root__: {
      preloads: PRELOADS.slice(0, 2),
      scripts: [{ attrs: { type: 'module', async: true, src: ENTRY } }],
      css: ['/assets/root.css'],
    },
    '/$page': { preloads: PRELOADS.slice(2) },
  },
}

/** A router like the app's: head tags at two levels, a route script, loader data to hydrate; rendered on the server. */
async function serverRouter(document: (head: ReactNode, scripts: ReactNode) => ReactNode) {
  const rootRoute = createRootRoute({
    head: () => ({
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: 'Site' },
        { name: 'description', content: 'Root description' },
      ],
      links: [{ rel: 'icon', href: '/favicon.svg' }],
      styles: [{ children: 'body{margin:0}' }],
      scripts: [{ children: 'window.headScript=1' }],
    }),
    scripts: () => [{ children: 'window.routeScript=1' }],
    component: () => <>{document(null, null)}</>,
  })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$page',
    loader: ({ params }) => ({ heading: `Page ${params.page}` }),
    head: ({ loaderData }) => ({
      meta: [
        { title: `${loaderData?.heading ?? ''} | Site` },
        { name: 'description', content: 'Leaf description' },
        { property: 'og:title', content: loaderData?.heading ?? '' },
        { 'script:ld+json': { '@context': 'https://schema.org', '@type': 'WebPage', name: loaderData?.heading } },
      ],
      links: [{ rel: 'canonical', href: 'https://example.test/about' }],
    }),
    component: () => <h1>Page</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/about'] }),
    isServer: true,
    ssr: { nonce: NONCE },
  })
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  await router.serverSsr?.dehydrate()
  // The document as the root route renders it: head and body scripts around the page.
  rootRoute.update({
    component: () => (
      <>
        <head>{document(<HeadContent />, null)}</head>
        <main>
          <Outlet />
        </main>
        <footer>{document(null, <Scripts />)}</footer>
      </>
    ),
  })
  return renderToString(<RouterProvider router={router} />)
}

type Tag = { name: string; attrs: Record<string, string>; text: string }

/** The tags of one part of the rendered HTML, in order, with their attributes and text. */
function tagsIn(html: string, part: 'head' | 'footer'): Tag[] {
  const inner = html.match(new RegExp(`<${part}>([\\s\\S]*?)</${part}>`))?.[1] ?? ''
  const tags: Tag[] = []
  for (const [, name = '', rawAttrs = '', rest = ''] of inner.matchAll(/<(\w+)([^>]*)>([\s\S]*?)(?=<\w|$)/g)) {
    const attrs: Record<string, string> = {}
    for (const [, key = '', value = ''] of rawAttrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[key] = value
    // The hydration data stamps each match with the time it loaded (`u:`); two renders differ only there.
    const text = rest.replace(new RegExp(`</${name}>$`), '').replace(/\bu:\d+/g, 'u:0')
    tags.push({ name, attrs, text })
  }
  return tags
}

const stockHtml = () => serverRouter((head, scripts) => head ?? scripts)
const copyHtml = () => serverRouter((head, scripts) => (head ? <DocumentHead /> : scripts ? <DocumentScripts /> : null))

const isModulePreload = (tag: Tag) => tag.name === 'link' && tag.attrs.rel === 'modulepreload'
const isEntry = (tag: Tag) => tag.name === 'script' && tag.attrs.type === 'module' && tag.attrs.src === ENTRY
const isEarlyClicks = (tag: Tag) => tag.name === 'script' && tag.text === earlyClicksScript()
const isAppStart = (tag: Tag) => tag.name === 'script' && tag.text.includes('$_appStart')
/** The copy leaves the nonce off meta and link tags on purpose (DocumentAssets.tsx, `withoutNonce`). */
const withoutNonce = (tag: Tag): Tag => {
  if (tag.name !== 'meta' && tag.name !== 'link') return tag
  const { nonce: _, ...attrs } = tag.attrs
  return { ...tag, attrs }
}

describe("DocumentAssets against the router's own HeadContent and Scripts", () => {
  it('renders the same head, without the module preloads', async () => {
    const stock = tagsIn(await stockHtml(), 'head')
    const copy = tagsIn(await copyHtml(), 'head')
    expect(stock.filter(isModulePreload).map((tag) => tag.attrs.href)).toEqual(PRELOADS)
    expect(copy.filter(isModulePreload)).toEqual([])
    // A React page's copy adds the early-clicks script (decision 026), last.
    expect(copy.filter(isEarlyClicks)).toHaveLength(1)
    expect(copy.filter((tag) => !isEarlyClicks(tag))).toEqual(
      stock.filter((tag) => !isModulePreload(tag)).map(withoutNonce),
    )
    // What the page is made of is all there: the leaf's title and description win, its JSON-LD, the CSS.
    expect(copy.map((tag) => tag.name)).toEqual(expect.arrayContaining(['title', 'meta', 'link', 'style', 'script']))
    expect(copy.find((tag) => tag.name === 'title')?.text).toBe('Page about | Site')
    expect(copy.some((tag) => tag.text === 'window.headScript=1')).toBe(true)
  })

  it('renders the same body scripts and hydration data, with the app-start script in place of the entry', async () => {
    const stock = tagsIn(await stockHtml(), 'footer')
    const copy = tagsIn(await copyHtml(), 'footer')
    expect(stock.filter(isEntry)).toHaveLength(1)
    expect(copy.filter(isEntry)).toEqual([])
    const starter = copy.filter(isAppStart)
    expect(starter).toHaveLength(1)
    expect(starter[0]?.attrs.nonce).toBe(NONCE)
    // It asks for exactly the files the stock tags would have loaded.
    for (const file of PRELOADS) expect(starter[0]?.text).toContain(JSON.stringify(file).slice(1, -1))
    // Everything else, hydration data included, is the router's own, in the router's order.
    expect(copy.filter((tag) => !isAppStart(tag))).toEqual(stock.filter((tag) => !isEntry(tag)))
    expect(stock.some((tag) => tag.name === 'script' && tag.text.includes('$_TSR'))).toBe(true)
    expect(stock.some((tag) => tag.text === 'window.routeScript=1')).toBe(true)
    expect(copy.some((tag) => tag.text.includes('Page about'))).toBe(true) // the dehydrated loader data
  })
})
