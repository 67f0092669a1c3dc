import { factories } from '@strapi/strapi'

// Read-only for the site; drafts only for API tokens (src/middlewares/published-only.ts); without one, populate and
// filters no deeper than the site's own reads (src/middlewares/bounded-query.ts).
const readOnly = { middlewares: ['global::published-only', 'global::bounded-query'] }

export default factories.createCoreRouter('api::about-page.about-page', {
  only: ['find'],
  config: { find: readOnly },
})
