import type { PublishState } from '~/content/strapi.server'
import type { translator } from '~/i18n'
import type { Lang } from '~/i18n/lang'
import styles from './AppShell.module.css'

/**
 * The bar over a previewed page (decision 104): whether the previewed entry has changes waiting to be published, as
 * the CMS says now, so a tab opened after Publish does not still claim "unpublished changes". Once nothing is
 * waiting, it offers the live page, which ends the preview in this browser.
 */
export function PreviewBar({
  state,
  missingIn,
  pathname,
  t,
}: {
  state: PublishState | null
  /** The site language the entry has no version in: its page there does not exist, which an editor must know. */
  missingIn: Lang | null
  pathname: string
  t: ReturnType<typeof translator>
}) {
  const exit = `/api/exit-preview?url=${encodeURIComponent(pathname)}`
  const words = {
    draft: t.site.previewNew(),
    modified: t.site.preview(),
    published: t.site.previewPublished(),
  }
  return (
    <p className={styles.preview} role="status" data-state={state ?? 'unknown'}>
      {state ? words[state] : t.site.previewUnknown()}{' '}
      {missingIn ? <strong>{t.site.previewMissingIn[missingIn]()} </strong> : null}
      <a href={exit}>{state === 'published' ? t.site.seeLive() : t.site.exitPreview()}</a>
    </p>
  )
}
