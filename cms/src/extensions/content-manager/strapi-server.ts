/**
 * The content manager, extended (Strapi's documented place: src/extensions/<plugin>/strapi-server.ts): its preview
 * button's link is given only to an admin whose role may read that document (src/policies/may-preview.ts). Strapi
 * checks no more than a signed-in admin there, and the link opens drafts on the site, so any admin of any role could
 * read any draft through it.
 */
import { withSingleTypeNames } from '../../dashboard-titles'

const PREVIEW_URL_PATH = '/preview/url/:contentType'

type Route = { path?: unknown; config?: { policies?: unknown[] } }
type Router = { routes: Route[] }

function isRouter(value: unknown): value is Router {
  return typeof value === 'object' && value !== null && 'routes' in value && Array.isArray(value.routes)
}

export default (plugin: { routes: Record<string, unknown>; services: Record<string, unknown> }) => {
  // The home page's lists name a single type by its type, not its document id (src/dashboard-titles.ts).
  plugin.services.homepage = withSingleTypeNames(plugin.services.homepage)
  const preview = plugin.routes.preview
  const route = (isRouter(preview) ? preview.routes : undefined)?.find((entry) => entry.path === PREVIEW_URL_PATH)
  if (!route) {
    // A Strapi update moved it: say so loudly, the preview would be open to every admin role again.
    strapi.log.error('The content manager has no preview-url route: preview links are not limited by role')
    return plugin
  }
  route.config = {
    ...route.config,
    policies: [...(route.config?.policies ?? []), 'global::may-preview'],
  }
  return plugin
}
