import { useQuery } from '@tanstack/react-query'
import type { SiteSettings } from '~/content/site-settings/site-settings.functions'
import { siteSettingsQuery } from '~/content/site-settings/site-settings.queries'
import type { Lang } from '~/i18n/lang'

/**
 * The agency's details (CMS site settings) in one language, or null while they cannot be had. The root route loads
 * them with every page, so the server renders them; this reads the cache and never suspends the shell.
 */
export function useSiteSettings(lang: Lang): SiteSettings | null {
  const { data } = useQuery(siteSettingsQuery())
  return data?.[lang] ?? null
}
