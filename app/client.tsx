import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadDictionaries } from './i18n'
import { type Lang, langOfHtmlLang } from './i18n/lang'
import { matchPublicPath } from './i18n/routes'

/**
 * The browser entry: Start's default, except that the dictionaries the server rendered with (the page's language on
 * <html>, the shell's on the header, with the screen's text) are loaded before hydrating, so both sides render the
 * same text.
 */
const shown = [document.documentElement.lang, document.querySelector('header[lang]')?.getAttribute('lang')]
  .map((value) => langOfHtmlLang(value ?? ''))
  .filter((lang): lang is Lang => lang !== null)

loadDictionaries(shown.length > 0 ? shown : ['en'], matchPublicPath(location.pathname)?.screen).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <StartClient />
        </StrictMode>,
      )
    })
  },
  () => {
    // The text did not come (the page was left as it loaded, a deploy replaced it): the page stays as the server drew
    // it, whose links, menu and forms work without the app (decision 005). No error for the page to throw.
  },
)
