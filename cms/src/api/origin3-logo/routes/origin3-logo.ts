import { factories } from '@strapi/strapi'

// Read-only for the site; drafts only for API tokens (src/middlewares/published-only.ts).
const readOnly = { middlewares: ['global::published-only'] }

export default factories.createCoreRouter('api::origin3-logo.origin3-logo', {
  only: ['find', 'findOne'],
  config: { find: readOnly, findOne: readOnly },
})
