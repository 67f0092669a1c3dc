import clientAssets from 'virtual:client-assets'
import { Asset, useMatch, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { RouterManagedTag } from '@tanstack/router-core'
import { useState } from 'react'
import { appStartScript } from '~/components/shell/app-start'
import { screenNamespaces } from '~/i18n'
import { htmlLang, LANGS } from '~/i18n/lang'
import { matchPublicPath, shownPathname } from '~/i18n/routes'
import { earlyClicksScript } from '~/lib/early-clicks'
import { moduleClicksScript } from '~/lib/module-clicks'
import { bodyScriptParts, composeBodyScripts } from '~/lib/router-internals'
import { useDocumentPage } from './page-kind'

/**
 * TanStack's `<HeadContent />` and `<Scripts />`, except for how the app's JavaScript is requested (decision 016; the
 * router pieces `<Scripts />` is made of come from lib/router-internals.ts, decision 126):
 * the router's module preloads and its entry `<script type="module">` are left out of the HTML, and one inline script
 * (`app/components/shell/app-start.ts`) asks for the same files once the page has painted. Everything else (meta, links, inline
 * CSS, head scripts, the streamed hydration data) is rendered exactly as the router renders it.
 */

const modulePreloadHref = (tag: RouterManagedTag): string | null =>
  tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' && typeof tag.attrs.href === 'string' ? tag.attrs.href : null

const scriptSrc = (tag: RouterManagedTag): string | null =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string' ? tag.attrs.src : null

/**
 * The router stamps its nonce on every tag; the policy only uses it in `script-src` (decision 006). Left off meta and link
 * tags, a page carries it a handful of times instead of some thirty, and a cached page is sent in that many fewer
 * pieces (page-cache.server.ts).
 */
function withoutNonce(tag: RouterManagedTag): RouterManagedTag {
  if ((tag.tag !== 'meta' && tag.tag !== 'link') || !tag.attrs || !('nonce' in tag.attrs)) return tag
  const { nonce: _, ...attrs } = tag.attrs
  return { ...tag, attrs }
}

/**
 * Speculation rules for a page without React (decision 055): its links are plain navigations, so the page a visitor
 * is about to open (a pointer resting on its link, a link pressed) is fetched before the click lands. Same-origin page
 * paths only: never the API (the forms' plain POST targets live there), preview, feeds or downloads.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/og/*', '/downloads/*', '/*.xml'] } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

/** The early-clicks script's text (decision 026), written by the server only, as the head scripts (routes/__root.tsx). */
const earlyClicksText = createIsomorphicFn()
  .server(() => earlyClicksScript())
  .client(() => '')

/** The module-clicks script's text (screen modules, decision 132), written by the server only. */
const moduleClicksText = createIsomorphicFn()
  .server(() => moduleClicksScript())
  .client(() => '')

/**
 * The route-managed head tags, without the module preloads (the app-start script requests those). A React page adds
 * the early-clicks script; a page without React the preloads of its one script's imports, its speculation rules and
 * the module-clicks script.
 */
export function DocumentHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const documentPage = useDocumentPage()
  return (
    <>
      {tags
        .filter((tag) => modulePreloadHref(tag) === null)
        .map(withoutNonce)
        .map((tag) => (
          <Asset
            {...tag}
            key={`tsr-meta-${JSON.stringify(tag)}`}
            nonce={tag.tag === 'meta' || tag.tag === 'link' ? undefined : nonce}
          />
        ))}
      {documentPage ? (
        <>
          {clientAssets.document.imports.map((href) => (
            <link key={href} rel="modulepreload" href={href} />
          ))}
          <script type="speculationrules" nonce={nonce}>
            {SPECULATION_RULES}
          </script>
          <Asset {...{ tag: 'script', attrs: { nonce }, children: moduleClicksText() }} />
        </>
      ) : (
        <Asset {...{ tag: 'script', attrs: { nonce }, children: earlyClicksText() }} />
      )}
    </>
  )
}

/**
 * The stylesheets of the page's chunks, which Start has inlined in its HTML (build/start.plugin.ts) and Vite would
 * fetch again as the chunks load. Empty in the browser, where the script this goes into has already run.
 */
const inlinedStyles = (preloads: readonly string[]) => [
  ...new Set(preloads.flatMap((href) => clientAssets.styles[href] ?? [])),
]

/** The dictionary chunks of each language a page may show (its shell text and `path`'s screen's), by `<html lang>`. */
const dictionaryChunks = (path: string) => {
  const parts = ['', ...screenNamespaces(matchPublicPath(path)?.screen).map((part) => `/${part}`)]
  return Object.fromEntries(
    LANGS.map((lang) => [htmlLang[lang], parts.flatMap((part) => clientAssets.dictionaries[`${lang}${part}`] ?? [])]),
  )
}

/**
 * The app-start script's text, written by the server only: in the browser it has already run, and React keeps an
 * inline script as the server wrote it, so the app's code does not carry the script a second time.
 */
const startScriptText = createIsomorphicFn()
  .server((preloads: string[], entries: string[], path: string) =>
    appStartScript(preloads, entries, inlinedStyles(preloads), dictionaryChunks(path)),
  )
  .client(() => '')

/** Attributes the router gives route scripts (as `<Scripts />` does). */
const ROUTE_SCRIPT_ATTRS = { suppressHydrationWarning: true }

/**
 * The body's scripts: route scripts and hydration data as the router renders them, and the app-start script; on a
 * page without React only its one script, with the analytics configuration it needs (decision 055).
 */
export function DocumentScripts() {
  return useDocumentPage() ? <DocumentPageScript /> : <AppScripts />
}

function DocumentPageScript() {
  const nonce = useRouter().options.ssr?.nonce
  const analytics = useMatch({ from: '__root__', select: (m) => m.loaderData?.analytics ?? null, shouldThrow: false })
  return (
    <script
      type="module"
      async
      src={clientAssets.document.src}
      nonce={nonce}
      data-analytics={analytics ? JSON.stringify(analytics) : undefined}
    />
  )
}

function AppScripts() {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  const matches = useRouterState({ select: (state) => state.matches, structuralSharing: false })
  const path = useRouterState({ select: (state) => shownPathname(state.location) })
  const preloads = useTags().flatMap((tag) => modulePreloadHref(tag) ?? [])
  const { routeScripts, manifestScripts } = bodyScriptParts(router, matches, ROUTE_SCRIPT_ATTRS)
  const entries = manifestScripts.flatMap((tag) => scriptSrc(tag) ?? [])
  // Worked out once: later navigations (whose matches the browser's manifest no longer lists) leave the script that
  // already ran as it is.
  const [starter] = useState<RouterManagedTag>(() => ({
    tag: 'script',
    attrs: { nonce, suppressHydrationWarning: true },
    children: startScriptText(preloads, entries, path),
  }))
  // On the server with the streamed hydration bootstrap, taken once (as `<Scripts />` does).
  const scripts = composeBodyScripts(router, routeScripts, [
    ...manifestScripts.filter((tag) => scriptSrc(tag) === null),
    starter,
  ])
  return (
    <>
      {scripts.map((asset, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is positional and never reordered, as in the router's own <Scripts />
        <Asset {...asset} key={`tsr-scripts-${asset.tag}-${index}`} />
      ))}
    </>
  )
}
