import type { Core } from '@strapi/strapi'
import { runRetention } from '../src/lib/personal-data'

/**
 * Every night at 03:30 (the server's time zone), contact messages and job applications older than RETENTION_DAYS (365)
 * are deleted with their files (src/lib/personal-data.ts, decision 027). Each CMS instance runs it; a second run
 * finds nothing left to delete. `npm run data:retention` runs the same job by hand.
 */
export default {
  retention: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await runRetention(strapi)
    },
    options: { rule: '0 30 3 * * *' },
  },
}
