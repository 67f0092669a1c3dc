import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::careers-page.careers-page')
