import { useMatch } from '@tanstack/react-router'

/** The site's public origin (SITE_URL, else the request's), as the root loader read it on the server. */
export function useSiteUrl(): string {
  return useMatch({ from: '__root__', select: (m) => m.loaderData?.siteUrl ?? '', shouldThrow: false }) ?? ''
}
