import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::site-setting.site-setting')
