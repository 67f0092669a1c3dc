import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin'
import { Flex, Link, Typography } from '@strapi/design-system'
import {
  unstable_useContentManagerContext as useContentManagerContext,
  useFetchClient,
  useForm,
} from '@strapi/strapi/admin'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { missingLocales, picturesWithoutAlt } from './checks'
import { type IsItLiveMessage, t } from './messages'

/** A site link is signed for minutes (lib/preview-token.ts): fetched again well before it dies. */
const LINK_REFRESH_MS = 4 * 60_000

/** The site's address of the published version (the preview route, status `published`), or null when it has none. */
function useLiveLink({ model, documentId, locale, published }: LinkTarget): string | null {
  const { get } = useFetchClient()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!documentId || !published) {
      setUrl(null)
      return
    }
    let current = true
    const load = () => {
      const query = new URLSearchParams({ documentId, status: 'published', ...(locale ? { locale } : {}) })
      get(`/content-manager/preview/url/${model}?${query}`)
        .then(({ data }) => {
          const found: unknown = Reflect.get(Reflect.get(data ?? {}, 'data') ?? {}, 'url')
          if (current) setUrl(typeof found === 'string' ? found : null)
        })
        .catch(() => current && setUrl(null))
    }
    load()
    const timer = setInterval(load, LINK_REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [get, model, documentId, locale, published])
  return url
}

type LinkTarget = { model: string; documentId: string | undefined; locale: string | undefined; published: boolean }

/** The edit view's publish state as the content manager reports it (`draft`: never published in this locale). */
function statusOf(document: PanelComponentProps['document']): string | undefined {
  const status: unknown = document ? Reflect.get(document, 'status') : undefined
  return typeof status === 'string' ? status : undefined
}

/** What the form holds that an editor should fix before publishing: the words of each problem. */
export function usePublishWarnings({ document, meta }: Pick<PanelComponentProps, 'document' | 'meta'>): string[] {
  const { formatMessage } = useIntl()
  const { contentType, components } = useContentManagerContext()
  // Outside an edit form (none is expected), nothing to check.
  const values = useForm('IsItLive', (state) => state.values, false)
  const language = (code: string) =>
    code === 'en' || code === 'nb-NO' ? formatMessage(t(code satisfies IsItLiveMessage)) : code
  const names = picturesWithoutAlt(values, contentType, components)
  const warnings = names.length
    ? [
        formatMessage(t('no-alt'), {
          count: names.length,
          names: names.map((name) => formatMessage(t('quoted'), { name })).join(', '),
        }),
      ]
    : []
  const localized = Reflect.get(Reflect.get(contentType?.pluginOptions ?? {}, 'i18n') ?? {}, 'localized') === true
  if (localized && document?.documentId) {
    for (const code of missingLocales(document.locale ?? undefined, meta?.availableLocales ?? [])) {
      warnings.push(formatMessage(t('no-translation'), { language: language(code) }))
    }
  }
  return warnings
}

/**
 * "On the site" (decision 104): a link to the entry's live page in the language being edited (which also ends the
 * preview in this browser, so it shows what visitors see), or why there is none yet, and what to fix before
 * publishing. No panel when there is nothing to say (a published logo, which has no page of its own).
 */
export const LivePanel: PanelComponent = ({ model, document, documentId, meta }) => {
  const { formatMessage } = useIntl()
  const locale = document?.locale ?? undefined
  const status = statusOf(document)
  const url = useLiveLink({ model, documentId, locale, published: status === 'published' || status === 'modified' })
  const warnings = usePublishWarnings({ document, meta })
  const notLive = status === 'draft' && Boolean(documentId)
  if (!url && !notLive && warnings.length === 0) return null
  const language = locale === 'en' || locale === 'nb-NO' ? formatMessage(t(locale)) : (locale ?? formatMessage(t('en')))
  return {
    title: formatMessage(t('panel')),
    content: (
      <Flex direction="column" alignItems="stretch" gap={3}>
        {url ? (
          <Flex direction="column" alignItems="flex-start" gap={1}>
            <Link href={url} isExternal>
              {formatMessage(t('live'), { language })}
            </Link>
            <Typography variant="pi" textColor="neutral600">
              {formatMessage(t('live-hint'))}
            </Typography>
            {status === 'modified' ? (
              <Typography variant="pi" textColor="warning600">
                {formatMessage(t('not-live-changes'))}
              </Typography>
            ) : null}
          </Flex>
        ) : notLive ? (
          <Typography variant="pi" textColor="neutral600">
            {formatMessage(t('not-live'), { language })}
          </Typography>
        ) : null}
        {warnings.map((warning) => (
          <Typography key={warning} variant="pi" textColor="danger600">
            {warning}
          </Typography>
        ))}
      </Flex>
    ),
  }
}
