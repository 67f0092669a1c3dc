import { queryOptions } from '@tanstack/react-query'
import { fetchSiteSettings } from './site-settings.functions'

/** The agency's details (header, footer, contact page): loaded by the root route with every page. */
export const siteSettingsQuery = () => queryOptions({ queryKey: ['site-settings'], queryFn: () => fetchSiteSettings() })
