// The keys of one bucket as JSON, listed with the CMS's S3 settings (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): what tests/scale/object-storage.spec.ts looks into the private bucket with,
// since the SDK is the CMS's package, not the site's.
//
//   node cms/tests/s3-objects.mjs <bucket>
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

const bucket = process.argv[2]
if (!bucket) throw new Error('usage: node cms/tests/s3-objects.mjs <bucket>')
const client = new S3Client({
  region: process.env.S3_REGION ?? 'us-east-1',
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  },
})
const keys = []
let token
do {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
  for (const object of page.Contents ?? []) keys.push(object.Key)
  token = page.IsTruncated ? page.NextContinuationToken : undefined
} while (token)
console.log(JSON.stringify(keys))
