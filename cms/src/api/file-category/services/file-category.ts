import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::file-category.file-category')
