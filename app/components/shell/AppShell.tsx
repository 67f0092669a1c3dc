import { sitePathKey } from '@origin/shared/site-paths'
import { useMatch, useRouterState } from '@tanstack/react-router'
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react'
import { Analytics } from '~/components/consent/Analytics'
import { CookieConsent } from '~/components/consent/CookieConsent'
import { MAIN_ID, screenHydratingProps } from '~/components/hydrating/hydrating-region'
import { I18nProvider, translator } from '~/i18n'
import { htmlLang, type Lang, otherLang } from '~/i18n/lang'
import { guessLangFromPath, shownPathname } from '~/i18n/routes'
import { replayEarlyClicks } from '~/lib/early-clicks'
import { hasStoredLang, persistLang } from '~/lib/lang-storage'
import styles from './AppShell.module.css'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageHint } from './LanguageHint'
import { LanguageHintNote } from './LanguageHintNote'
import { useMainBusyWhileLoading } from './main-busy'
import { PreviewBar } from './PreviewBar'
import { useDocumentPage } from './page-kind'
import { ScrollManager } from './ScrollManager'
import { useLeafRoute } from './use-leaf-route'

// The router renders the shell again at every step of every navigation (a filter or LOAD MORE too, several times in
// the click's own task): the chrome around the page renders again only when its own inputs change, so a tap on a slow
// phone is not held back by it.
const ShellHeader = memo(Header)
const ShellFooter = memo(Footer)
const ShellCookieConsent = memo(CookieConsent)
const ShellAnalytics = memo(Analytics)
const ShellScrollManager = memo(ScrollManager)

/**
 * The document around every page: `<html lang>`, header, main, footer and the cookie popup.
 * The path decides the language; on shared pages (legal) and the not-found page the stored choice does.
 */
export function AppShell({ head, scripts, children }: { head: ReactNode; scripts: ReactNode; children: ReactNode }) {
  const shellInfo = useMatch({ from: '__root__', select: (m) => m.loaderData, shouldThrow: false })
  // The page shown, not the one being navigated to: during a navigation the location is already the next page's while
  // the matches (and the dictionaries loaded for them) are still this one's. The not-found page takes its language
  // from the path, so the pending path would ask for a language not loaded yet.
  const pathname = useRouterState({ select: (s) => shownPathname(s.resolvedLocation ?? s.location) })
  const leaf = useLeafRoute()
  const documentPage = useDocumentPage()
  const [storedLang, setStoredLang] = useState<Lang | null>(shellInfo?.storedLang ?? null)
  // A first visit: nothing stored in this browser when the page arrived (read while hydrating, before this page
  // stores its own language). Read here, not by the server, so the page's HTML is the same for every visitor
  // (decision 049); it only decides whether the language hint is offered, after hydration.
  const [firstVisit] = useState(() => typeof window !== 'undefined' && !hasStoredLang())

  // Before the early clicks are made again below: a navigation one of them starts is marked too.
  useMainBusyWhileLoading()
  // After the effects of the shell and its screen: clicks kept before hydration are made again (decision 056).
  useEffect(() => replayEarlyClicks(), [])

  const routeLang = leaf.lang
  useEffect(() => {
    if (!routeLang) return
    persistLang(routeLang)
    setStoredLang(routeLang)
  }, [routeLang])

  const preferred = storedLang ?? 'en'
  // Shared pages are English text; an unknown path is in the language its first segment suggests.
  const lang: Lang = routeLang ?? (leaf.screen ? 'en' : guessLangFromPath(pathname, preferred))
  const shellLang: Lang = routeLang ?? (leaf.screen ? preferred : lang)
  const i18n = useMemo(() => ({ lang, shellLang }), [lang, shellLang])
  const t = translator(shellLang)

  return (
    // The consent head script marks <html> before React hydrates (decision 015): an attribute React did not render.
    // `data-path-lang`: the language a page without React stores (document/document.client.ts).
    <html lang={htmlLang[lang]} data-path-lang={documentPage ? routeLang : undefined} suppressHydrationWarning>
      <head>{head}</head>
      <body>
        <I18nProvider value={i18n}>
          <a className={styles.skipLink} href="#main" lang={htmlLang[shellLang]}>
            {t.site.skipToContent()}
          </a>
          {shellInfo?.preview && sitePathKey(shellInfo.preview.path) === sitePathKey(pathname) ? (
            <PreviewBar
              state={shellInfo.preview.state}
              missingIn={shellInfo.preview.missingIn}
              pathname={pathname}
              t={t}
            />
          ) : null}
          <ShellHeader />
          {!documentPage ? (
            <LanguageHint firstVisit={firstVisit} />
          ) : routeLang && leaf.screen && !leaf.notFound ? (
            <LanguageHintNote offered={otherLang(routeLang)} screen={leaf.screen} slugs={leaf.slugs} hidden />
          ) : null}
          <main id={MAIN_ID} {...(documentPage ? {} : screenHydratingProps)} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <ShellFooter />
          <ShellCookieConsent />
          <ShellAnalytics />
          <ShellScrollManager />
        </I18nProvider>
        {scripts}
      </body>
    </html>
  )
}
