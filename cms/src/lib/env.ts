/**
 * The CMS's own settings from the environment (cms/.env, see .env.example), read in this one module and nowhere else
 * in src/: each name, its default and its trimming are written once. Read on every call rather than cached, as
 * Strapi's own `env()` does in config/*.ts (which keeps Strapi's helper: that is where Strapi's settings are read).
 */

/** A variable's value, trimmed; undefined when unset or blank. */
function read(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

export function cmsEnv() {
  return {
    /** The first admin, created on a fresh database (src/index.ts). */
    adminEmail: read('ADMIN_EMAIL'),
    adminPassword: read('ADMIN_PASSWORD'),
    /** SEED=false starts an empty database without the demo content. */
    seed: read('SEED') !== 'false',
    /** The site's public origin, without a trailing slash. */
    siteUrl: (read('SITE_URL') ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    /** Every site instance's revalidate endpoint, comma-separated; empty when unset. */
    siteRevalidateUrls: (read('SITE_REVALIDATE_URL') ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    revalidateSecret: read('REVALIDATE_SECRET'),
    previewSecret: read('PREVIEW_SECRET'),
    cmsPreviewToken: read('CMS_PREVIEW_TOKEN'),
    /** The token the site writes submissions with. */
    cmsWriteToken: read('CMS_WRITE_TOKEN'),
    /** E-mail notifications of submissions, when SMTP is configured. */
    smtpHost: read('SMTP_HOST'),
    contactEmailTo: read('CONTACT_EMAIL_TO') ?? 'hello@origin.example',
    /** Where CVs and letters are kept, outside public/. */
    privateUploadsDir: read('PRIVATE_UPLOADS_DIR') ?? 'private-uploads',
    /** Signs the admin's download links of private files. */
    filesSigningSecret: read('FILES_SIGNING_SECRET') ?? read('ADMIN_JWT_SECRET'),
  }
}
