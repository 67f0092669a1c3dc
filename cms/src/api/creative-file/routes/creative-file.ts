import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::creative-file.creative-file', { only: ['find', 'findOne'] })
