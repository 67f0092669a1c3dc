import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '')

/** Reads cms/.env for the tokens the tests act with (the running CMS was started from the same file). */
function dotenv() {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.env')
  const values = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line)
    if (match) values[match[1]] = match[2]
  }
  return values
}

const env = { ...dotenv(), ...process.env }
export const WRITE_TOKEN = env.CMS_WRITE_TOKEN
// The test forges links as an attacker who had the secret would, to show expiry is checked apart from the signature.
export const FILES_SIGNING_SECRET = env.FILES_SIGNING_SECRET || env.ADMIN_JWT_SECRET
export const ADMIN = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
export const SITE_SECRETS = {
  revalidate: env.REVALIDATE_SECRET,
  preview: env.PREVIEW_SECRET,
  previewToken: env.CMS_PREVIEW_TOKEN,
}

export async function get(pathAndQuery, headers = {}) {
  const response = await fetch(`${CMS_URL}${pathAndQuery}`, { headers })
  const text = await response.text()
  let body = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body }
}

export async function postJson(pathname, body, { token = WRITE_TOKEN, headers = {} } = {}) {
  const response = await fetch(`${CMS_URL}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

export async function postForm(pathname, form, { token = WRITE_TOKEN } = {}) {
  const response = await fetch(`${CMS_URL}${pathname}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

let adminToken = null

/**
 * Where the test files share one admin session: `node --test` runs each file in a process of its own, and Strapi
 * allows five logins per address and e-mail in five minutes, which the files and the stages before them (the edge
 * smoke test, the secrets check) would spend between them.
 */
const SESSION_FILE = path.join(
  os.tmpdir(),
  `origin-cms-tests-admin-${createHash('sha256').update(CMS_URL).digest('hex').slice(0, 12)}`,
)

/** A session another test file left, if this CMS still takes it. */
async function sharedSession() {
  try {
    const token = readFileSync(SESSION_FILE, 'utf8').trim()
    const me = await fetch(`${CMS_URL}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    return me.ok ? token : null
  } catch {
    return null
  }
}

/** An admin session, for what only the admin panel may see (stored submissions, drafts). */
export async function admin() {
  if (adminToken) return adminToken
  adminToken = await sharedSession()
  if (adminToken) return adminToken
  const response = await fetch(`${CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = await response.json()
  if (!body?.data?.token) throw new Error(`admin login failed: ${JSON.stringify(body)}`)
  adminToken = body.data.token
  writeFileSync(SESSION_FILE, adminToken, { mode: 0o600 })
  return adminToken
}

export async function adminFetch(pathname, init = {}) {
  const token = await admin()
  const response = await fetch(`${CMS_URL}${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers || {}) },
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

/** Minimal valid documents, judged by content like the CMS does. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)])
/** The start of a Word 2007+ file: a ZIP whose first entry is word/document.xml. */
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
  Buffer.alloc(16),
  Buffer.from([17, 0, 0, 0]),
  Buffer.from('word/document.xml'),
  Buffer.alloc(64),
])

export function file(bytes, name, type = 'application/pdf') {
  return new File([bytes], name, { type })
}

export function unique(prefix) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
}
