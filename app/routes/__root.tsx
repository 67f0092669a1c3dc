/// <reference types="vite/client" />
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import type { ReactNode } from 'react'
import { consentGateScript } from '~/components/consent/consent'
import { AppShell } from '~/components/shell/AppShell'
import { DocumentHead, DocumentScripts } from '~/components/shell/DocumentAssets'
import { fontPendingScript } from '~/components/shell/font-pending'
import { shellInfoQuery } from '~/content/site-settings/shell.queries'
import { siteSettingsQuery } from '~/content/site-settings/site-settings.queries'
import { NotFoundScreen } from '~/features/not-found/NotFoundScreen'
import { loadDictionaries } from '~/i18n'
import { LANG_COOKIE, langFromParam, langFromStored, SHELL_LANG_PARAM } from '~/i18n/lang'
import { followsStoredLang, guessLangFromPath, matchPublicPath, shownPathname } from '~/i18n/routes'
import { readStoredLang } from '~/lib/lang-storage'
import type { RouterContext } from '~/router'
import '~/styles/global.css'
import latinFont from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url'

/**
 * The head scripts' text, written by the server only. In the browser they have run before any module, and React
 * keeps an inline script as the server wrote it, so the app's code need not carry their 2 KB again.
 */
const headScriptTexts = createIsomorphicFn()
  .server(() => [consentGateScript(), fontPendingScript()])
  .client(() => ['', ''])

/**
 * The visitor's stored language (decision 003): on the server the cookie that mirrors it, in the browser the storage
 * itself. Read only for the pages that follow it (`followsStoredLang`), which say `Vary: Cookie`; every other page is
 * the same HTML for every visitor (decision 049).
 */
const visitorStoredLang = createIsomorphicFn()
  .server(() => langFromStored(getCookie(LANG_COOKIE)))
  .client(() => readStoredLang())

export const Route = createRootRouteWithContext<RouterContext>()({
  // The target page's dictionaries before anything renders or builds its head (a browser loads only what it shows):
  // the path's language, and the stored one that shared and not-found pages use for their shell, each with the text
  // of the target screen (its loading cover shows some while its loader runs). The public origin
  // goes into the route context, where every route's head reads it (seo/head.ts `screenHead`).
  beforeLoad: async ({ location, context }) => {
    const stored = readStoredLang()
    const shown = shownPathname(location)
    const target = matchPublicPath(shown)
    const pathLang = target?.lang ?? guessLangFromPath(shown, stored ?? 'en')
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellInfoQuery()),
      loadDictionaries(stored ? [pathLang, stored] : [pathLang], target?.screen),
    ])
    return { siteUrl: shell.siteUrl }
  },
  // The agency's details every page's header and footer show, fetched beside the page's own loaders, not before.
  loader: async ({ context, location }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellInfoQuery()),
      context.queryClient.ensureQueryData(siteSettingsQuery()),
    ])
    const asked = langFromParam(Reflect.get(location.search, SHELL_LANG_PARAM))
    return { ...shell, storedLang: followsStoredLang(shownPathname(location)) ? (asked ?? visitorStoredLang()) : null }
  },
  // The origin and the stored language are read once per visit; later navigations keep them.
  shouldReload: false,
  staleTime: Number.POSITIVE_INFINITY,
  // What every page's head shares; each route adds its own title, links, social tags and JSON-LD (seo/head.ts).
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0d0d0d' },
    ],
    links: [
      // The one font file every page needs (Latin covers English and Norwegian), fetched with the HTML, not after the CSS.
      { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    // First in the head, before anything paints: whether the server-rendered cookie notice shows, and what the
    // first screen's buttons do before the app's code has arrived.
    scripts: headScriptTexts().map((children) => ({ children })),
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundScreen,
})

// Made once: the router renders the shell again at every step of every navigation (a search change too), and an
// element React has seen before is not rendered again; the head and scripts follow the router's state on their own.
const documentHead = <DocumentHead />
const documentScripts = <DocumentScripts />

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <AppShell head={documentHead} scripts={documentScripts}>
      {children}
    </AppShell>
  )
}
