import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::creative-file.creative-file')
