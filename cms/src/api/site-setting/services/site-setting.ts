import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::site-setting.site-setting')
