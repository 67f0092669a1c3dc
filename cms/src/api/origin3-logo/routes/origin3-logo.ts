import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::origin3-logo.origin3-logo', { only: ['find', 'findOne'] })
