import { Flex, Link, Typography } from '@strapi/design-system'
import { useQueryParams } from '@strapi/strapi/admin'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router-dom'
import { type LanguageMessage, t } from './labels'

/** The site's two languages (cms/src/index.ts makes both locales); English is the default. */
const LOCALES = ['en', 'nb-NO'] as const
type Locale = (typeof LOCALES)[number]
const isLocale = (code: unknown): code is Locale => LOCALES.some((locale) => locale === code)
const other = (locale: Locale): Locale => (locale === 'en' ? 'nb-NO' : 'en')

/** Where the site lists brand logos in each language (app/i18n/routes.ts). */
const CREATIVE_LAB: Record<Locale, string> = { en: '/creative-lab', 'nb-NO': '/kreativ-lab' }
const LOGO = 'api::origin3-logo.origin3-logo'

/** What the content manager gives a side panel (its documented `addEditViewSidePanel`), as far as this one reads it. */
export type PanelProps = {
  documentId?: string
  document?: { documentId?: string | null; locale?: string | null }
  meta?: { availableLocales?: { locale?: string | null }[] }
  model: string
}

type Query = { plugins?: { i18n?: { locale?: string } } }

/**
 * The edit view says which language is being written, and when the entry exists in one language only, that the other
 * language's site will not show it (issue 62: an English article was written into the Norwegian version unnoticed,
 * and a logo published in English never appeared on /kreativ-lab). A new entry in Norwegian offers to start in English.
 */
export function LanguagePanel({ documentId, document, meta, model }: PanelProps) {
  const { formatMessage } = useIntl()
  const [{ query }] = useQueryParams<Query>()
  const locale = query.plugins?.i18n?.locale ?? document?.locale
  // An English-only type (legal page, redirect) has no languages to tell apart.
  if (!isLocale(locale)) return null
  const say = (key: LanguageMessage, values?: Record<string, string>) => formatMessage(t(key), values)
  const name = (code: Locale) => say(`name.${code}`)
  const missing = other(locale)
  // A single type's address carries no document id: the document it loaded does.
  const id = documentId ?? document?.documentId
  const creating = !id || id === 'create'
  const languages = new Set([locale, ...(meta?.availableLocales ?? []).map((entry) => entry.locale)])

  const lines: string[] = []
  if (creating) lines.push(say('creating', { language: name(locale) }))
  else lines.push(say('writing', { language: name(locale) }))
  const onlyOne = !creating && !languages.has(missing)
  if (onlyOne) {
    const values = { language: name(locale), missing: name(missing), path: CREATIVE_LAB[missing] }
    lines.push(say(model === LOGO ? 'logo-only' : 'only', values), say('only-add', values))
  } else if (!creating) lines.push(say('both'))

  return {
    title: say('panel'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="language-panel">
        {lines.map((line, index) => (
          <Typography
            key={line}
            variant="omega"
            textColor={onlyOne && index === 1 ? 'danger600' : 'neutral800'}
            fontWeight={index === 0 || (onlyOne && index === 1) ? 'bold' : 'regular'}
          >
            {line}
          </Typography>
        ))}
        {creating && locale !== 'en' ? (
          <Link tag={RouterLink} to={{ search: `?plugins[i18n][locale]=${other(locale)}` }}>
            {say('creating-in-other', { language: name(other(locale)) })}
          </Link>
        ) : null}
      </Flex>
    ),
  }
}
