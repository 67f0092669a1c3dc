import type { Core } from '@strapi/strapi'
import { cmsEnv } from '../src/lib/env'
import { refuseWeakSecrets } from '../src/lib/secrets'
import cronTasks from './cron-tasks'

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // Before anything listens: a production CMS with a placeholder or short secret does not start (the error names it).
  refuseWeakSecrets()
  // Likewise a malformed setting the CMS's own code reads (RETENTION_DAYS): cmsEnv() throws, naming it.
  const { oneOffTask } = cmsEnv()
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    // The public address of the CMS, used in links it writes (application file downloads, webhooks).
    url: env('PUBLIC_URL', ''),
    app: { keys: env.array('APP_KEYS') },
    // A client's address is the connection's unless TRUST_PROXY=1 says a proxy stands in front: then the one that
    // proxy names, the last in X-Forwarded-For (what a client writes there itself comes before it). The admin's
    // anonymous routes count calls per address (src/middlewares/anonymous-admin.ts), as Strapi's own limiter does.
    proxy: { koa: env('TRUST_PROXY', '') === '1', maxIpsCount: 1 },
    webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
    // No update checks against the registry (this replaces STRAPI_DISABLE_UPDATE_NOTIFICATION since Strapi 5), and no
    // startup banner: its table is text, and every line of the log is JSON (config/logger.ts).
    logger: { updates: { enabled: false }, startup: { enabled: false } },
    // Public media (uploads/) live here; a throwaway test instance points it at a temp folder (PUBLIC_DIR).
    dirs: { public: env('PUBLIC_DIR', './public') },
    // The daily deletion of old messages and applications (config/cron-tasks.ts); not in a one-off command's process.
    cron: { enabled: !oneOffTask, tasks: cronTasks },
  }
}
