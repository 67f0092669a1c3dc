/**
 * The private bucket of CVs and letters (PRIVATE_FILES_STORE=s3), through the AWS SDK: put, get, delete, list and a
 * presigned GET. Never public: the CMS holds the only credentials, and an admin reaches a file only through the CMS's
 * signed link, answered with a presigned address that expires in PRESIGNED_SECONDS (private-files.ts). Loaded only
 * where a bucket is configured: the SDK takes most of a second to load, which a CMS on its disk never pays.
 */

import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { type Bucket, s3ClientOptions } from './env'

/** How long a presigned download works: enough for the browser to follow the redirect, too short to pass around. */
export const PRESIGNED_SECONDS = 5 * 60

/** One client per bucket setting (the SDK's client keeps its connections; the settings are read on every call). */
const clients = new Map<string, S3Client>()

function client(place: Bucket): S3Client {
  const id = JSON.stringify(place)
  let made = clients.get(id)
  if (!made) {
    made = new S3Client(s3ClientOptions(place))
    clients.set(id, made)
  }
  return made
}

function missing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  )
}

export async function putObject(place: Bucket, key: string, bytes: Buffer, contentType: string): Promise<void> {
  await client(place).send(
    new PutObjectCommand({ Bucket: place.bucket, Key: key, Body: bytes, ContentType: contentType }),
  )
}

/**
 * The object's bytes as a stream, read as its reader asks (an export passes a CV through in chunks), or null when
 * there is none under that key.
 */
export async function getObjectStream(place: Bucket, key: string): Promise<AsyncIterable<Uint8Array> | null> {
  try {
    const answer = await client(place).send(new GetObjectCommand({ Bucket: place.bucket, Key: key }))
    if (!answer.Body) return null
    // On Node the SDK's body is the HTTP response itself; any other runtime's is read whole.
    return answer.Body instanceof Readable ? answer.Body : Readable.from([await answer.Body.transformToByteArray()])
  } catch (error) {
    if (missing(error)) return null
    throw error
  }
}

/** The size of the object under the key, or null when there is none. */
export async function objectSize(place: Bucket, key: string): Promise<number | null> {
  return (await listObjects(place, key)).find((object) => object.key === key)?.size ?? null
}

/** Whether an object is stored under the key: listed with the key as prefix, one request whichever the answer. */
export async function hasObject(place: Bucket, key: string): Promise<boolean> {
  return (await listObjects(place, key)).some((object) => object.key === key)
}

/** Deletes an object; true when it was there. S3's DELETE succeeds either way, so the key is looked up first. */
export async function deleteObject(place: Bucket, key: string): Promise<boolean> {
  const there = await hasObject(place, key)
  await client(place).send(new DeleteObjectCommand({ Bucket: place.bucket, Key: key }))
  return there
}

export type Listed = { key: string; lastModified: Date; size: number }

/** Every object (under a prefix), page after page. */
export async function listObjects(place: Bucket, prefix?: string): Promise<Listed[]> {
  const listed: Listed[] = []
  let token: string | undefined
  do {
    const page = await client(place).send(
      new ListObjectsV2Command({ Bucket: place.bucket, Prefix: prefix, ContinuationToken: token }),
    )
    for (const object of page.Contents ?? []) {
      if (object.Key)
        listed.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0), size: object.Size ?? 0 })
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return listed
}

/** A GET address for one object, valid PRESIGNED_SECONDS, whose answer is a download under `filename`. */
export function presignedGet(place: Bucket, key: string, filename: string, contentType: string): Promise<string> {
  return getSignedUrl(
    client(place),
    new GetObjectCommand({
      Bucket: place.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
      ResponseContentType: contentType,
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: PRESIGNED_SECONDS },
  )
}
