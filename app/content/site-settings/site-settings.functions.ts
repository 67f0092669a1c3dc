import { createServerFn } from '@tanstack/react-start'
import type { SiteSettings } from '~/content/site-settings/site-settings.schema.server'
import type { Lang } from '~/i18n/lang'
import { siteSettingsIn } from './site-settings.server'

export type { SiteSettings, SocialLink } from '~/content/site-settings/site-settings.schema.server'

/** Both languages at once: the shell may speak the stored language on a page of the other (shared pages). */
export type SiteSettingsByLang = Record<Lang, SiteSettings | null>

export const fetchSiteSettings = createServerFn({ method: 'GET' }).handler(async (): Promise<SiteSettingsByLang> => {
  const [en, no] = await Promise.all([siteSettingsIn('en'), siteSettingsIn('no')])
  return { en, no }
})
