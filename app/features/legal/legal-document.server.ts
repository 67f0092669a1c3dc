import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { CookiePolicyContent, cookiesUpdated } from './CookiePolicyContent'
import type { LegalDocument, LegalScreen } from './legal-screens'
import { PrivacyContent, privacyUpdated } from './PrivacyContent'
import { TermsContent, termsUpdated } from './TermsContent'

const sources: Record<LegalScreen, { content: FunctionComponent; updated: string }> = {
  terms: { content: TermsContent, updated: termsUpdated },
  privacy: { content: PrivacyContent, updated: privacyUpdated },
  cookies: { content: CookiePolicyContent, updated: cookiesUpdated },
}

const rendered = new Map<LegalScreen, LegalDocument>()

/**
 * A legal text as HTML, rendered here once per server: the texts are long, static and have nothing to click but plain
 * links, so the browser gets them in the page and never as code (decision 031).
 */
export function legalDocument(screen: LegalScreen): LegalDocument {
  let document = rendered.get(screen)
  if (!document) {
    const source = sources[screen]
    document = { html: renderToStaticMarkup(createElement(source.content)), updated: source.updated }
    rendered.set(screen, document)
  }
  return document
}
