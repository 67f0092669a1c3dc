import type { Core } from '@strapi/strapi'
import { corsOrigins } from '../src/site-link'

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    // Cross-origin calls with credentials only from the admin's own origin (PUBLIC_URL) and any an operator lists in
    // CORS_ORIGINS; every other origin, the public site's included, gets no CORS headers at all. Strapi's default
    // reflects every origin with credentials, which let a page on any origin read an admin's token from
    // /admin/access-token; allowing the site's origin gave the same power to any script that ever ran on the site
    // (issue 27), whose browser code never calls the CMS (src/site-link.ts, corsOrigins).
    name: 'strapi::cors',
    config: { origin: corsOrigins(env('CORS_ORIGINS', ''), env('PUBLIC_URL', '')), credentials: true },
  },
  // No `strapi::poweredBy`: the answer does not name the software.
  'strapi::query',
  'global::remove-temp-uploads',
  {
    name: 'strapi::body',
    config: {
      // Uploads above 10 MB are refused by the job-application controller with a 400 naming the field; this outer
      // limit only stops absurd bodies early.
      formLimit: '256kb',
      jsonLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: 25 * 1024 * 1024, maxFiles: 4 },
    },
  },
  'strapi::session',
  // Strapi requires this middleware; it serves cms/favicon.png (made by scripts/media/make-cms-favicon.mjs). Without
  // the file it answered every /favicon.ico with a 500 and logged an error.
  'strapi::favicon',
  'strapi::public',
  'global::published-only',
  // Not here: global::bounded-query (populate and filters no deeper than the site's reads), which must know the
  // caller and so runs only on the public types' find/findOne routes (src/api/<type>/routes).
]
