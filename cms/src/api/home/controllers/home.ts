import { factories } from '@strapi/strapi'

/**
 * Everything the home page shows, in one answer: its components, their pictures, and the picked projects and posts
 * with what a card of them needs. The shape is fixed here, not asked by the caller: it goes two levels deep (a panel's
 * tags, a card's project and its thumbnail), which bounded-query.ts refuses to anonymous callers' own populate, and
 * every list in it is bounded by the schema (`max`), so its size is too.
 */
const HOME_POPULATE = {
  shareImage: true,
  craft: true,
  approach: true,
  panels: { populate: { tags: true, items: true, picture: true } },
  showcase: {
    populate: {
      focus: true,
      picture: true,
      project: {
        fields: ['slug', 'Title', 'publishedAt', 'createdAt'],
        populate: { ThumbnailImage: true, Tags: true, ProjectStatus: true },
      },
    },
  },
  journal: {
    populate: {
      post: {
        fields: ['slug', 'Title', 'releaseDate', 'publishedAt'],
        populate: { ThumbnailImage: true, BlogCategory: { fields: ['Category', 'key'] } },
      },
    },
  },
}

export default factories.createCoreController('api::home.home', () => ({
  async find(ctx) {
    ctx.query = { ...ctx.query, populate: HOME_POPULATE }
    const result = await super.find(ctx)
    // Unpublished (or never made), the page is not gone: the site shows the latest projects and posts without it.
    if (result === undefined || result === null) {
      ctx.status = 200
      return { data: null, meta: {} }
    }
    return result
  },
}))
