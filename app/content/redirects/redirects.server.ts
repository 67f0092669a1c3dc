import { REDIRECT_LIMITS } from '@origin/shared/site-paths'
import { redirectMap } from '~/content/redirects/redirects.schema.server'
import { cmsGet } from '~/content/strapi.server'
import { redirectTable, resolveRedirect } from './redirects'

/** A 404 should not wait long on a lookup: the map is cached, and a slow CMS leaves the answer a 404. */
const LOOKUP_TIMEOUT_MS = 2_000

/**
 * Where an old address of the site leads now (decision 037), or `null`. One cached CMS call holds every published
 * redirect and earlier slug, emptied by the publish webhook like other content; never drafts, even in preview (a
 * redirect is no page to preview). A CMS that fails leaves the page's own answer (a 404) as it is.
 */
export async function redirectTarget(pathname: string): Promise<string | null> {
  // No rule is that long (%-escaped, a path's characters take up to 12): not worth a lookup.
  if (pathname.length > REDIRECT_LIMITS.path * 12) return null
  try {
    const { data } = await cmsGet('redirect-map', {}, redirectMap, { draft: false, timeoutMs: LOOKUP_TIMEOUT_MS })
    const rules = [...(data.moved ?? []), ...(data.redirects ?? [])].slice(-REDIRECT_LIMITS.redirects)
    return resolveRedirect(redirectTable(rules), pathname)
  } catch {
    return null
  }
}
