/**
 * CVs and letters never go to the public upload folder: they are written to private-uploads/ (outside public/) under
 * a random name, and can be downloaded only through a link signed with a server secret. The signed link is stored in
 * the application entry, which only admins can read.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export function privateDir(): string {
  return path.resolve(process.cwd(), process.env.PRIVATE_UPLOADS_DIR || 'private-uploads')
}

function secret(): string {
  const value = process.env.FILES_SIGNING_SECRET || process.env.ADMIN_JWT_SECRET
  if (!value) throw new Error('FILES_SIGNING_SECRET (or ADMIN_JWT_SECRET) must be set')
  return value
}

export function sign(key: string): string {
  return createHmac('sha256', secret()).update(key).digest('base64url')
}

export function verify(key: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false
  const expected = Buffer.from(sign(key))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const KEY = /^[0-9a-f-]{36}\.(pdf|doc|docx)$/

export function isKey(key: string): boolean {
  return KEY.test(key)
}

export async function storePrivate(bytes: Buffer, extension: string): Promise<string> {
  const key = `${randomUUID()}.${extension}`
  await mkdir(privateDir(), { recursive: true })
  await writeFile(path.join(privateDir(), key), bytes, { mode: 0o600 })
  return key
}

export async function readPrivate(key: string): Promise<Buffer> {
  if (!isKey(key)) throw new Error('bad key')
  return readFile(path.join(privateDir(), key))
}

export async function removePrivate(key: string): Promise<void> {
  if (!isKey(key)) throw new Error('bad key')
  await rm(path.join(privateDir(), key), { force: true })
}

/**
 * The admin-only download link for a stored file: absolute when the CMS knows its public address (PUBLIC_URL), so an
 * admin can open it straight from the entry; relative to the CMS otherwise.
 */
export function downloadPath(key: string, base = ''): string {
  return `${base.replace(/\/+$/, '')}/api/application-files/${key}?signature=${sign(key)}`
}
