// Buckets of the tests' S3 service (scripts/ceph-s3.sh), with the CMS's S3 settings (S3_ENDPOINT, S3_REGION,
// S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); the SDK is the CMS's package, not the site's.
//
//   node cms/tests/s3-buckets.mjs create <bucket>...   makes them (private, as S3 makes a bucket)
//   node cms/tests/s3-buckets.mjs list <bucket>        its keys, as JSON (tests/scale/object-storage.spec.ts)
//   node cms/tests/s3-buckets.mjs empty <bucket>...    deletes every object (the drill restores into empty buckets)
import { CreateBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

const [command, ...buckets] = process.argv.slice(2)
if (!['create', 'list', 'empty'].includes(command) || buckets.length === 0)
  throw new Error('usage: node cms/tests/s3-buckets.mjs create|list|empty <bucket>...')
const client = new S3Client({
  region: process.env.S3_REGION ?? 'us-east-1',
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  },
})

async function keys(bucket) {
  const found = []
  let token
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) found.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return found
}

for (const bucket of buckets) {
  if (command === 'create') await client.send(new CreateBucketCommand({ Bucket: bucket }))
  else if (command === 'list') console.log(JSON.stringify(await keys(bucket)))
  else {
    const all = await keys(bucket)
    // A thousand keys per request, S3's most.
    for (let start = 0; start < all.length; start += 1000) {
      const Objects = all.slice(start, start + 1000).map((Key) => ({ Key }))
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects } }))
    }
  }
}
