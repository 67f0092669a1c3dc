import { type SiteSettings, siteSettings } from '~/content/site-settings/site-settings.schema.server'
import { cmsGet } from '~/content/strapi.server'
import { cmsLocale, type Lang } from '~/i18n/lang'

/**
 * The site settings in one language, or null when they cannot be had (not published, the CMS away): every page shows
 * them in its shell, and a page that needs nothing else from the CMS still renders, without them (the CMS failure is
 * recorded, so that page is not kept in the page cache).
 */
export async function siteSettingsIn(lang: Lang): Promise<SiteSettings | null> {
  try {
    const response = await cmsGet(
      'site-setting',
      { locale: cmsLocale[lang], populate: { offices: true, social: true } },
      siteSettings,
      { notFoundBody: { data: null } },
    )
    return response.data
  } catch {
    return null
  }
}
