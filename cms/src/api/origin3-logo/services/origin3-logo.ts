import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::origin3-logo.origin3-logo')
