import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::careers-page.careers-page')
