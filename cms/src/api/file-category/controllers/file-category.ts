import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::file-category.file-category')
