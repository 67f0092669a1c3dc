import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::job-application.job-application')
