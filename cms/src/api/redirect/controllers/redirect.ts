import { factories } from '@strapi/strapi'
import { redirectMap } from '../../../redirects'

export default factories.createCoreController('api::redirect.redirect', ({ strapi }) => ({
  /** Every published redirect and every published document's earlier slugs, for the site (decision 037). */
  async map(ctx) {
    ctx.body = { data: await redirectMap(strapi) }
  },
}))
