import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::legal-page.legal-page')
