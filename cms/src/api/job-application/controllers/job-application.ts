import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::job-application.job-application')
