/// <reference types="vite/client" />
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { CONSENT_GATE_SCRIPT } from '~/components/consent/consent'
import { AppShell } from '~/components/shell/AppShell'
import { DocumentHead, DocumentScripts } from '~/components/shell/DocumentAssets'
import { getShellInfo } from '~/content/shell.functions'
import { NotFoundScreen } from '~/features/not-found/NotFoundScreen'
import { loadDictionaries } from '~/i18n'
import { localizedSlugsOf } from '~/i18n/localized-slugs'
import { guessLangFromPath, matchPublicPath } from '~/i18n/routes'
import { EARLY_CLICKS_SCRIPT } from '~/lib/early-clicks'
import { readStoredLang } from '~/lib/lang-storage'
import type { RouterContext } from '~/router'
import { languageLinks, seoDocumentOf, socialHead } from '~/seo/head'
import '~/styles/global.css'
import latinFont from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The target page's dictionaries before anything renders or builds its head (a browser loads only what it shows):
  // the path's language, and the stored one that shared and not-found pages use for their shell.
  beforeLoad: async ({ location }) => {
    const stored = readStoredLang()
    const pathLang = matchPublicPath(location.pathname)?.lang ?? guessLangFromPath(location.pathname, stored ?? 'en')
    await loadDictionaries(stored ? [pathLang, stored] : [pathLang])
  },
  loader: () => getShellInfo(),
  // The origin and the stored language are read once per visit; later navigations keep them.
  shouldReload: false,
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches }) => {
    const leaf = matches[matches.length - 1]
    const screen = leaf?.staticData.screen
    const lang = leaf?.staticData.lang ?? 'en'
    const params = v.safeParse(v.object({ slug: v.string() }), leaf?.params)
    const slugs = localizedSlugsOf(leaf?.loaderData, lang, params.success ? params.output.slug : undefined)
    const links = loaderData && screen ? languageLinks(loaderData.siteUrl, screen, lang, slugs) : []
    const social =
      loaderData && screen
        ? socialHead(loaderData.siteUrl, screen, lang, links, seoDocumentOf(leaf?.loaderData))
        : { meta: [], scripts: [] }
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0d0d0d' },
        ...social.meta,
      ],
      links: [
        // The one font file every page needs (Latin covers English and Norwegian), fetched with the HTML, not after the CSS.
        { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...links,
      ],
      // First in the head, before anything paints: whether the server-rendered cookie notice shows, and what the
      // first screen's buttons do before the app's code has arrived.
      scripts: [{ children: CONSENT_GATE_SCRIPT }, { children: EARLY_CLICKS_SCRIPT }, ...social.scripts],
    }
  },
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundScreen,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <AppShell head={<DocumentHead />} scripts={<DocumentScripts />}>
      {children}
    </AppShell>
  )
}
