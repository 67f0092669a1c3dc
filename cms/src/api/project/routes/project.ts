import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::project.project', { only: ['find', 'findOne'] })
