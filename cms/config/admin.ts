export default ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // No phoning home: no update checks, no AI features, no telemetry (STRAPI_TELEMETRY_DISABLED is set too).
  autoOpen: false,
  watchIgnoreFiles: ['**/private-uploads/**'],
  flags: { nps: false, promoteEE: false },
  ai: { enabled: false },
  preview: { enabled: false },
})
