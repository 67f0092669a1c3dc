import type { Core } from '@strapi/strapi'
import { cmsEnv } from '../src/lib/env'
import { corsOrigins } from '../src/site-link'

/**
 * Strapi's security headers; with media in a bucket (UPLOAD_PROVIDER=s3) the admin's previews load from the bucket's
 * public address, so its origin joins Strapi's defaults for pictures, video and the media library's fetches.
 */
function security() {
  const media = cmsEnv().storage.media
  if (!media) return 'strapi::security'
  const origin = new URL(media.publicUrl).origin
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:', origin],
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', origin],
          'media-src': ["'self'", 'data:', 'blob:', origin],
          upgradeInsecureRequests: null,
        },
      },
    },
  }
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // Each request counted for Prometheus by its route template (src/middlewares/metrics.ts): first, so its time and
  // status are the whole answer's.
  'global::metrics',
  // Strapi's request line, without the signature of a CV link (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  security(),
  {
    // Cross-origin calls with credentials only from the admin's own origin (PUBLIC_URL) and any an operator lists in
    // CORS_ORIGINS; every other origin, the public site's included, gets no CORS headers at all. Strapi's default
    // reflects every origin with credentials, which let a page on any origin read an admin's token from
    // /admin/access-token; allowing the site's origin gave the same power to any script that ever ran on the site,
    // whose browser code never calls the CMS (src/site-link.ts, corsOrigins).
    name: 'strapi::cors',
    config: { origin: corsOrigins(env('CORS_ORIGINS', ''), env('PUBLIC_URL', '')), credentials: true },
  },
  // No `strapi::poweredBy`: the answer does not name the software.
  'strapi::query',
  // Media library files as downloads in a sandbox where a browser could run them (src/middlewares/media-headers.ts).
  'global::media-headers',
  'global::remove-temp-uploads',
  // Multipart only where files are taken and from whoever may send them, decided before anything is read; the
  // parser's failures are the caller's 400 or 413, never a 500 (src/middlewares/bounded-body.ts).
  'global::bounded-body',
  // The admin's anonymous routes (sign in, register, passwords): a small JSON body of their forms' fields only, and
  // an allowance per address (src/middlewares/anonymous-admin.ts).
  'global::anonymous-admin',
  // JSON is read here, counted and its depth checked as it arrives, never by koa-body, whose parse took any depth and
  // let Strapi's errors print it back (src/middlewares/bounded-json.ts).
  'global::bounded-json',
  {
    name: 'strapi::body',
    config: {
      json: false,
      formLimit: '256kb',
      textLimit: '256kb',
      // As small as the routes that take files need: a media upload of up to 20 files of 25 MB with a line of
      // description each, an application's two documents (the job-application controller refuses one over 10 MB
      // with a 400 naming the field). Text fields 256 KB in all (Strapi's default was 20 MB, held in memory).
      formidable: {
        maxFileSize: 25 * 1024 * 1024,
        maxFiles: 20,
        maxTotalFileSize: 20 * 25 * 1024 * 1024,
        maxFields: 50,
        maxFieldsSize: 256 * 1024,
      },
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
