import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHero } from '~/components/PageHero'
import type { LegalPageKey } from '~/content/content-model'
import { legalDocumentQuery } from '~/content/legal/legal.queries'
import { useT } from '~/i18n'
import { formatDate } from '~/lib/dates'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import styles from './LegalPage.module.css'

/**
 * A legal page: product.md keeps their text in English only, so the page language is English. Editors write the text in
 * the CMS; it comes as HTML the server made of it (decision 035), and React leaves it as it is, so hydrating the page
 * costs the hero, not hundreds of paragraphs. Its links are plain links that work from the first paint: the
 * early-click script leaves them to the browser.
 */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const t = useT()
  const { data: document } = useSuspenseQuery(legalDocumentQuery(page))
  return (
    <>
      <PageHero title={document?.title ?? t.screens[page].title()}>
        {document?.updated ? (
          <p>
            {t.legal.lastUpdated()} <time dateTime={document.updated}>{formatDate(document.updated)}</time>
          </p>
        ) : null}
      </PageHero>
      <article
        className={styles.body}
        {...{ [NO_EARLY_CLICK_ATTRIBUTE]: '' }}
        // Server HTML React never hydrates: the live-time bench (scripts/bench/live.mjs) counts its links as live.
        data-static-html=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: made on the server of Markdown without raw HTML.
        dangerouslySetInnerHTML={{ __html: document?.html ?? '' }}
      />
    </>
  )
}
