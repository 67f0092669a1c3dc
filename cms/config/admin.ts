import type { Core } from '@strapi/strapi'
import { previewUrl, siteUrl } from '../src/site-link'

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // No phoning home: no AI features (chat, media metadata, translations), no EE promotion or surveys. Telemetry is off
  // through STRAPI_TELEMETRY_DISABLED and package.json; update checks in config/server.ts.
  autoOpen: false,
  watchIgnoreFiles: ['**/private-uploads/**'],
  flags: { nps: false, promoteEE: false },
  ai: { enabled: false },
  // The preview button opens the site in preview mode (drafts) through its secret-checked /api/preview link.
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET')),
    config: {
      allowedOrigins: [new URL(siteUrl()).origin],
      handler: (
        uid: string,
        { documentId, locale, status }: { documentId: string; locale?: string; status?: string },
      ) => previewUrl(strapi, uid, { documentId, locale, status }),
    },
  },
})
