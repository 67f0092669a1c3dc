import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import { SMTPServer } from 'smtp-server'
import { adminSession, readCmsEnv } from '../../tests/cms-env.mjs'

export const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '')

// The running CMS was started from cms/.env: the tests act with its tokens.
const env = { ...readCmsEnv(), ...process.env }
export const WRITE_TOKEN = env.CMS_WRITE_TOKEN
// The test forges links as an attacker who had the secret would, to show expiry is checked apart from the signature.
export const FILES_SIGNING_SECRET = env.FILES_SIGNING_SECRET || env.ADMIN_JWT_SECRET
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

/** An admin session, for what only the admin panel may see (stored submissions, drafts); shared (tests/cms-env.mjs). */
export const admin = () => adminSession(CMS_URL)

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

/** A job application as the site sends it: a PDF CV and the text fields, `fields` replacing any. */
export function application(fields = {}, files = { file1: file(PDF, 'cv.pdf') }) {
  const form = new FormData()
  const values = {
    name: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.org',
    phoneNumber: '+47 12345678',
    message: 'I would love to join.',
    position: 'Frontend Developer',
    ...fields,
  }
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value)
  for (const [key, value] of Object.entries(files)) form.append(key, value)
  return form
}

/**
 * A POST whose answer is read as soon as it comes, while the body may still be on its way. `headOnly`: only the head
 * is sent (its Content-Length announcing `body`), as a client does that waits to be told to go on: a server that
 * refuses from the head answers and may close, which a client still sending sees as a reset, its answer lost.
 * `status` 0: no answer.
 */
export function postWhileSending(pathname, { headers = {}, body, headOnly = false }) {
  return new Promise((resolve) => {
    const url = new URL(`${CMS_URL}${pathname}`)
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0 })
        if (headOnly) request.destroy()
      },
    )
    request.on('error', () => resolve({ status: 0 }))
    if (headOnly) request.flushHeaders()
    else request.end(body)
  })
}

/** A user of the admin with the role `code`, signed in: its access token, and a way to remove it. */
export async function userWithRole(code) {
  const { body } = await adminFetch('/admin/roles')
  const role = body.data.find((entry) => entry.code === code)
  assert.ok(role, `no role ${code}`)
  return userWithRoleId(role.id, code)
}

/**
 * A user of a role of its own with exactly these `permissions` (as the roles page saves them: action, subject,
 * properties, conditions), signed in; `remove` removes the user and the role.
 */
export async function userWithPermissions(permissions) {
  const name = unique('role')
  const created = await adminFetch('/admin/roles', {
    method: 'POST',
    body: JSON.stringify({ name, description: 'A role of a test' }),
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const id = created.body.data.id
  const granted = await adminFetch(`/admin/roles/${id}/permissions`, {
    method: 'PUT',
    body: JSON.stringify({ permissions }),
  })
  assert.equal(granted.status, 200, JSON.stringify(granted.body))
  const user = await userWithRoleId(id, name)
  return {
    ...user,
    remove: async () => {
      await user.remove()
      await adminFetch(`/admin/roles/${id}`, { method: 'DELETE' })
    },
  }
}

async function userWithRoleId(roleId, name) {
  const email = `${unique(name)}@example.org`
  const created = await adminFetch('/admin/users', {
    method: 'POST',
    body: JSON.stringify({ firstname: 'Test', lastname: name, email, roles: [roleId] }),
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const registered = await fetch(`${CMS_URL}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: created.body.data.registrationToken,
      userInfo: { firstname: 'Test', lastname: name, password: `A-long-password-${unique('p')}` },
    }),
  })
  const { data } = await registered.json()
  assert.ok(data?.token, 'registered and signed in')
  return {
    fetch: (path, init = {}) =>
      fetch(`${CMS_URL}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}`, ...(init.headers ?? {}) },
      }),
    token: data.token,
    remove: () => adminFetch(`/admin/users/${created.body.data.id}`, { method: 'DELETE' }),
  }
}

/**
 * A local SMTP sink (the CMS under test is started with SMTP_HOST=127.0.0.1 and SMTP_PORT pointing at it): each mail
 * it takes goes to `onMail` with its envelope's recipients and its raw text.
 */
export function smtpSink(onMail) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let text = ''
      stream.on('data', (chunk) => (text += chunk))
      stream.on('end', () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), text })
        callback()
      })
    },
  })
}
