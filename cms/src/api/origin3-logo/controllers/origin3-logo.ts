import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::origin3-logo.origin3-logo')
