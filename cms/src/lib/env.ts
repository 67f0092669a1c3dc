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

/** METRICS_PORT as a port, or null when unset or 0; anything else throws, naming the variable. */
export function metricsPort(value: string | undefined): number | null {
  if (value === undefined || value === '0') return null
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN
  if (!(port >= 1 && port <= 65_535))
    throw new Error('METRICS_PORT must be a port number from 1 to 65535 (unset: none)')
  return port
}

/** Where one bucket is and how to reach it: the S3 API's settings, shared by the media bucket and the private one. */
export type Bucket = {
  bucket: string
  region: string
  /** An S3-compatible service's address (R2, MinIO, the tests' Ceph gateway); AWS itself when unset. */
  endpoint?: string
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most local servers need it). */
  forcePathStyle: boolean
  /** Both or neither: unset, the AWS SDK's own chain finds credentials (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export type MediaBucket = Bucket & {
  /** The address browsers load media from (a CDN, a custom domain, the bucket's public address). */
  publicUrl: string
  /** `public-read` on each object, or none where the bucket is public by policy (R2, AWS buckets without ACLs). */
  acl: 'public-read' | 'none'
}

/** Where the CMS keeps public media and the private application files (docs/operations.md, "How the CMS scales"). */
export type Storage = { media: MediaBucket | null; private: Bucket | null }

function choice<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  const found = allowed.find((option) => option === value)
  if (found === undefined) throw new Error(`${name} must be one of ${allowed.join(', ')} (unset: ${fallback})`)
  return found
}

function httpUrl(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) address, not ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address`)
  return value.replace(/\/+$/, '')
}

/** S3's rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

function bucketName(name: string, value: string | undefined, wantedBy: string): string {
  if (value === undefined) throw new Error(`${name} must be set with ${wantedBy}`)
  if (!BUCKET_NAME.test(value)) throw new Error(`${name} is not a bucket name (3-63 of a-z 0-9 . -)`)
  return value
}

/**
 * The storage settings from the environment (pure, for its tests): UPLOAD_PROVIDER=s3 puts public media in S3_BUCKET,
 * PRIVATE_FILES_STORE=s3 puts CVs and letters in S3_PRIVATE_BUCKET, both through S3_ENDPOINT / S3_REGION /
 * S3_FORCE_PATH_STYLE / S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY. Unset, both stay on the CMS's disk (npm run up).
 * A malformed value throws, naming its variable.
 */
export function storageFrom(get: (name: string) => string | undefined): Storage {
  const provider = choice('UPLOAD_PROVIDER', get('UPLOAD_PROVIDER'), ['local', 's3'], 'local')
  const privateStore = choice('PRIVATE_FILES_STORE', get('PRIVATE_FILES_STORE'), ['disk', 's3'], 'disk')
  if (provider === 'local' && privateStore === 'disk') return { media: null, private: null }

  const endpoint = get('S3_ENDPOINT')
  const keyId = get('S3_ACCESS_KEY_ID')
  const secret = get('S3_SECRET_ACCESS_KEY')
  if (Boolean(keyId) !== Boolean(secret)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  const common = {
    region: get('S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint: httpUrl('S3_ENDPOINT', endpoint) } : {}),
    forcePathStyle: choice('S3_FORCE_PATH_STYLE', get('S3_FORCE_PATH_STYLE'), ['true', 'false'], 'false') === 'true',
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
  }
  let media: MediaBucket | null = null
  if (provider === 's3') {
    const bucket = bucketName('S3_BUCKET', get('S3_BUCKET'), 'UPLOAD_PROVIDER=s3')
    const place = { ...common, bucket }
    const publicUrl = get('S3_PUBLIC_URL')
    media = {
      ...place,
      publicUrl: publicUrl ? httpUrl('S3_PUBLIC_URL', publicUrl) : bucketAddress(place),
      acl: choice('S3_ACL', get('S3_ACL'), ['public-read', 'none'], 'public-read'),
    }
  }
  let privateBucket: Bucket | null = null
  if (privateStore === 's3') {
    const bucket = bucketName('S3_PRIVATE_BUCKET', get('S3_PRIVATE_BUCKET'), 'PRIVATE_FILES_STORE=s3')
    // One bucket for both would make the CVs as public as the pictures.
    if (bucket === media?.bucket) throw new Error('S3_PRIVATE_BUCKET must not be S3_BUCKET: media are public')
    privateBucket = { ...common, bucket }
  }
  return { media, private: privateBucket }
}

/**
 * The SDK's client settings for a bucket, shared with Strapi's media provider (config/plugins.ts). An S3-compatible
 * service gets checksums only where S3 requires them: the SDK's default (since early 2025) sends a streamed upload as
 * aws-chunked with a trailing checksum, which services that predate it refuse or store with the framing.
 */
export function s3ClientOptions(place: Bucket) {
  return {
    region: place.region,
    forcePathStyle: place.forcePathStyle,
    ...(place.endpoint
      ? {
          endpoint: place.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(place.credentials ? { credentials: place.credentials } : {}),
  }
}

/** A bucket's own address: path style under its endpoint, else the bucket as a subdomain (AWS's default). */
export function bucketAddress(place: Bucket): string {
  if (!place.endpoint) return `https://${place.bucket}.s3.${place.region}.amazonaws.com`
  if (place.forcePathStyle) return `${place.endpoint}/${place.bucket}`
  const url = new URL(place.endpoint)
  return `${url.protocol}//${place.bucket}.${url.host}`
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
    /** Public media and private files in buckets, or (null) on this disk. */
    storage: storageFrom(read),
    /** Days after which contact messages and job applications, files included, are deleted (src/lib/personal-data.ts). */
    retentionDays: retentionDays(read('RETENTION_DAYS')),
    /**
     * Set by cms/scripts/data.sh: this process loads the CMS for one command on its data (export, erase, retention)
     * beside the running server, so it must not redo the server's setup (webhook, preview token, seed, first admin),
     * which would follow this shell's variables rather than the server's.
     */
    oneOffTask: read('CMS_TASK') === '1',
    /** The port of the Prometheus metrics on 127.0.0.1 (src/lib/metrics.ts); null when unset: none. */
    metricsPort: metricsPort(read('METRICS_PORT')),
    /** Where cms/scripts/backup.mjs writes its archives (relative to cms/), whose newest the metrics date. */
    backupDir: read('BACKUP_DIR') ?? '.tmp/backups',
  }
}
