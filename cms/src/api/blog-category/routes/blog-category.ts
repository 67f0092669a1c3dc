import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::blog-category.blog-category', { only: ['find', 'findOne'] })
