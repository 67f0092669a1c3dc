import { factories } from '@strapi/strapi'

// Read-only for the site; drafts only for API tokens (src/middlewares/published-only.ts). The controller populates
// the page itself, so a caller's query names no populate and bounded-query.ts lets nothing deeper through.
const readOnly = { middlewares: ['global::published-only', 'global::bounded-query'] }

export default factories.createCoreRouter('api::services-page.services-page', {
  only: ['find'],
  config: { find: readOnly },
})
