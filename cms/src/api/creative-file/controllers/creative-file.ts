import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::creative-file.creative-file')
