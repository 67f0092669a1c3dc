import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::file-category.file-category', { only: ['find', 'findOne'] })
