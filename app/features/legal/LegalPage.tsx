import type { ReactNode } from 'react'
import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'
import type { SharedScreen } from '~/i18n/routes'
import { formatDate } from '~/lib/dates'
import styles from './LegalPage.module.css'

/** Layout of the legal pages: SPEC keeps their text in English only, so the page language is English. */
export function LegalPage({
  screen,
  updated,
  children,
}: {
  screen: SharedScreen
  updated?: string
  children: ReactNode
}) {
  const t = useT()
  const date = updated ? formatDate(updated) : null
  return (
    <>
      <PageHero title={t.screens[screen].title()}>
        {date ? (
          <p>
            {t.legal.lastUpdated()} <time dateTime={updated}>{date}</time>
          </p>
        ) : null}
      </PageHero>
      <article className={styles.body}>{children}</article>
    </>
  )
}
