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

/** How long contact messages and job applications are kept when RETENTION_DAYS is unset: the privacy policy's year. */
const DEFAULT_RETENTION_DAYS = 365

/**
 * RETENTION_DAYS as a whole number of days, 1 to 36500; unset or blank gives the default. Anything else throws, naming
 * the variable: config/server.ts calls cmsEnv() before the CMS starts, so a typo stops the start instead of the nightly
 * job (or, read as 0, deleting everything).
 */
export function retentionDays(value: string | undefined): number {
  if (value === undefined) return DEFAULT_RETENTION_DAYS
  const days = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN
  if (!(days >= 1 && days <= 36_500)) {
    throw new Error(`RETENTION_DAYS must be a whole number of days from 1 to 36500 (unset: ${DEFAULT_RETENTION_DAYS})`)
  }
  return days
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
    /** Days after which contact messages and job applications, files included, are deleted (src/lib/personal-data.ts). */
    retentionDays: retentionDays(read('RETENTION_DAYS')),
    /**
     * Set by cms/scripts/data.sh: this process loads the CMS for one command on its data (export, erase, retention)
     * beside the running server, so it must not redo the server's setup (webhook, preview token, seed, first admin),
     * which would follow this shell's variables rather than the server's.
     */
    oneOffTask: read('CMS_TASK') === '1',
  }
}
