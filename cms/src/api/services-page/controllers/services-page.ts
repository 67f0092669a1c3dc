import { factories } from '@strapi/strapi'

/**
 * The services page in one answer, its shape fixed here: a panel's services are a component inside a component, two
 * levels, which bounded-query.ts refuses to anonymous callers' own populate; every list is bounded by the schema.
 */
const SERVICES_POPULATE = { panels: { populate: { items: true } }, steps: true, shareImage: true }

export default factories.createCoreController('api::services-page.services-page', () => ({
  async find(ctx) {
    ctx.query = { ...ctx.query, populate: SERVICES_POPULATE }
    return super.find(ctx)
  },
}))
