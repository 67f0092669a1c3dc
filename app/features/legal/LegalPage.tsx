import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'
import { formatDate } from '~/lib/dates'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import styles from './LegalPage.module.css'
import { legalDocumentQuery } from './legal-document'
import type { LegalScreen } from './legal-screens'

/**
 * A legal page: SPEC keeps their text in English only, so the page language is English. The text comes as HTML the
 * server rendered (legal-document.server.ts); React leaves it as it is, so hydrating the page costs the hero, not
 * hundreds of paragraphs. Its links are plain links that work from the first paint: the early-click script leaves
 * them to the browser.
 */
export function LegalPage({ screen }: { screen: LegalScreen }) {
  const t = useT()
  const { data: document } = useSuspenseQuery(legalDocumentQuery(screen))
  return (
    <>
      <PageHero title={t.screens[screen].title()}>
        <p>
          {t.legal.lastUpdated()} <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
      </PageHero>
      <article
        className={styles.body}
        {...{ [NO_EARLY_CLICK_ATTRIBUTE]: '' }}
        // Server HTML React never hydrates: the live-time bench (scripts/bench/live.mjs) counts its links as live.
        data-static-html=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own text, rendered by React on the server.
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </>
  )
}
