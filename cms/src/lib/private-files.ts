/**
 * CVs and letters never go to the public upload folder: they are written under a random name to private-uploads/
 * (outside public/), or with PRIVATE_FILES_STORE=s3 to a private bucket that several CMS instances share
 * (object-store.ts), and can be downloaded only through a link signed with a server secret. The signed link is stored
 * in the application entry, which only admins can read.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { chmod, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cmsEnv } from './env'

/** The bucket's functions, loaded on first use (object-store.ts: the SDK is not loaded for a CMS on its disk). */
const objectStore = () => import('./object-store')

export function privateDir(): string {
  return path.resolve(process.cwd(), cmsEnv().privateUploadsDir)
}

/** The folder, readable by the CMS's own user only (0700), also when it was made earlier with a wider mode. */
export async function ensurePrivateDir(): Promise<string> {
  const dir = privateDir()
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
  return dir
}

function secret(): string {
  const value = cmsEnv().filesSigningSecret
  if (!value) throw new Error('FILES_SIGNING_SECRET (or ADMIN_JWT_SECRET) must be set')
  return value
}

/** How long a download link works: long enough to open the CV, short enough that a forwarded link soon dies. */
export const LINK_MINUTES = 30

function signature(key: string, expires: number): string {
  return createHmac('sha256', secret()).update(`${key}.${expires}`).digest('base64url')
}

/**
 * A link's key, expiry (Unix seconds) and signature check out: signed by this CMS for this key and this expiry, and the
 * expiry is still ahead (and no further ahead than a link this CMS makes).
 */
export function verify(key: string, expires: unknown, given: unknown, now = Date.now()): boolean {
  if (typeof given !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false
  const at = Number(expires) * 1000
  if (at <= now || at > now + (LINK_MINUTES + 1) * 60_000) return false
  const expected = Buffer.from(signature(key, Number(expires)))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const KEY = /^[0-9a-f-]{36}\.(pdf|doc|docx)$/

export function isKey(key: string): boolean {
  return KEY.test(key)
}

/** The private bucket, or null when the files are on this disk. */
function bucket() {
  return cmsEnv().storage.private
}

/** A stored file's type, by its key's extension (the only ones a key may have). */
export function contentTypeOf(key: string): string {
  const extension = key.split('.').pop()
  return extension === 'pdf'
    ? 'application/pdf'
    : extension === 'doc'
      ? 'application/msword'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
}

/** The name a download is saved under: never the applicant's own file name (that stays in the admin's entry). */
export function downloadName(key: string): string {
  return `application.${key.split('.').pop() ?? 'pdf'}`
}

export async function storePrivate(bytes: Buffer, extension: string): Promise<string> {
  const key = `${randomUUID()}.${extension}`
  const place = bucket()
  if (place) await (await objectStore()).putObject(place, key, bytes, contentTypeOf(key))
  else await writeFile(path.join(await ensurePrivateDir(), key), bytes, { mode: 0o600 })
  return key
}

/** A stored file's size in bytes, or null when it is not there. */
export async function privateSize(key: string): Promise<number | null> {
  if (!isKey(key)) throw new Error('bad key')
  const place = bucket()
  if (place) return (await objectStore()).objectSize(place, key)
  const info = await stat(path.join(privateDir(), key)).catch(() => null)
  return info?.isFile() ? info.size : null
}

/** A stored file's bytes as a stream, read as its reader asks: never whole in memory. */
export async function privateStream(key: string): Promise<AsyncIterable<Uint8Array>> {
  if (!isKey(key)) throw new Error('bad key')
  const place = bucket()
  if (!place) return createReadStream(path.join(privateDir(), key))
  const stream = await (await objectStore()).getObjectStream(place, key)
  if (!stream) throw new Error('no such file')
  return stream
}

/**
 * How the CMS answers a valid signed link: the bytes from its disk, or, from a bucket, a presigned address of a few
 * minutes (object-store.ts) that the admin's browser is sent to, so a CV never passes through the CMS's memory and the
 * bucket itself stays closed to anyone without the CMS's credentials.
 */
export async function privateDownload(key: string): Promise<{ bytes: Buffer } | { redirect: string } | null> {
  if (!isKey(key)) return null
  const place = bucket()
  if (!place)
    return readFile(path.join(privateDir(), key)).then(
      (bytes) => ({ bytes }),
      () => null,
    )
  const { presignedGet } = await objectStore()
  return { redirect: await presignedGet(place, key, downloadName(key), contentTypeOf(key)) }
}

/** Deletes a stored file; true when it was there (a file already gone is not an error: deleting twice is harmless). */
export async function removePrivate(key: string): Promise<boolean> {
  if (!isKey(key)) throw new Error('bad key')
  const place = bucket()
  if (place) return (await objectStore()).deleteObject(place, key)
  try {
    await unlink(path.join(privateDir(), key))
    return true
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false
    throw error
  }
}

/** The stored files last written before `cutoff`; other names in the folder (the audit log) are never listed. */
export async function privateKeysOlderThan(cutoff: Date): Promise<string[]> {
  const place = bucket()
  if (place) {
    const listed = await (await objectStore()).listObjects(place)
    return listed.filter((object) => isKey(object.key) && object.lastModified < cutoff).map((object) => object.key)
  }
  const dir = privateDir()
  const names = await readdir(dir).catch(() => [])
  const old: string[] = []
  for (const name of names.filter(isKey)) {
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info?.isFile() && info.mtime < cutoff) old.push(name)
  }
  return old
}

/** The key of an application's file description (`file1`, `file2`), when it holds a valid one. */
export function keyOf(file: unknown): string | null {
  return file && typeof file === 'object' && 'key' in file && typeof file.key === 'string' && isKey(file.key)
    ? file.key
    : null
}

/**
 * The admin-only download link for a stored file, valid for LINK_MINUTES: absolute when the CMS knows its public
 * address (PUBLIC_URL), so an admin can open it straight from the entry; relative to the CMS otherwise. Every read of
 * an application makes fresh links (src/index.ts), so opening the entry in the admin panel gives a working one.
 */
export function downloadPath(key: string, base = '', now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_MINUTES * 60
  return `${base.replace(/\/+$/, '')}/api/application-files/${key}?expires=${expires}&signature=${signature(key, expires)}`
}

/** An application's file descriptions (file1, file2) with fresh download links; anything else is left as it is. */
export function withFreshLinks<T>(application: T, base = '', now = Date.now()): T {
  if (!application || typeof application !== 'object') return application
  for (const field of ['file1', 'file2']) {
    const file: unknown = Reflect.get(application, field)
    const key = keyOf(file)
    if (key && file && typeof file === 'object')
      Reflect.set(application, field, { ...file, download: downloadPath(key, base, now) })
  }
  return application
}
