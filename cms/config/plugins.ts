import type { Core } from '@strapi/strapi'
import { cmsEnv, type MediaBucket, s3ClientOptions } from '../src/lib/env'

/**
 * Strapi's own S3 provider (@strapi/provider-upload-aws-s3) where UPLOAD_PROVIDER=s3: every file of the media library,
 * each responsive format and AVIF copy (src/extensions/upload) goes to the bucket, and its URL is the bucket's public
 * address, which the site passes through. Without it, Strapi's local provider writes to public/uploads.
 */
function bucketProvider(media: MediaBucket | null) {
  if (!media) return {}
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: media.publicUrl,
      s3Options: {
        ...s3ClientOptions(media),
        // An ACL key present but undefined keeps the provider from adding its default public-read (S3_ACL=none).
        params: { Bucket: media.bucket, ACL: media.acl === 'public-read' ? 'public-read' : undefined },
      },
    },
  }
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  i18n: { enabled: true },
  upload: {
    config: {
      ...bucketProvider(cmsEnv().storage.media),
      // The media library takes what the site shows (pictures, logos as SVG, video) and PDFs. HTML and script are
      // refused by their declared type, their name or what their bytes show; a file whose bytes show no type is served
      // only as the picture it claims to be (nosniff, in a sandbox). SVG and PDF come as downloads
      // (src/middlewares/media-headers.ts).
      security: {
        allowedTypes: ['image/*', 'video/*', 'application/pdf'],
        deniedTypes: ['text/html', 'application/xhtml+xml', 'text/javascript', 'application/javascript'],
      },
      sizeLimit: 25 * 1024 * 1024,
    },
  },
  // E-mail notifications only where SMTP is configured; submissions are stored either way.
  ...(env('SMTP_HOST')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
              ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
            },
            settings: {
              defaultFrom: env('SMTP_FROM', 'website@origin.example'),
              defaultReplyTo: env('SMTP_FROM', 'website@origin.example'),
            },
          },
        },
      }
    : {}),
})
