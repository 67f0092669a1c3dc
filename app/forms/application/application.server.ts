import { setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { jobOpeningBySlug } from '~/content/careers/careers.server'
import { CmsError } from '~/content/strapi.server'
import { clipped, formString, idempotencyKeySchema } from '~/forms/form-rules'
import { sendOrKeep } from '~/forms/outbox/outbox.server'
import type { FormPostNote } from '~/forms/plain-post.server'
import { isSameOriginPost, readForm, refusedStatus, seeOther, submissionKey } from '~/forms/plain-post.server'
import { multiLine, oneLine } from '~/forms/plain-text'
import type { ApplicationSubmission } from '~/forms/submissions'
import type { Lang } from '~/i18n/lang'
import {
  APPLICATION_LIMITS,
  APPLICATION_TEXT_FIELDS,
  type ApplicationFieldErrors,
  type ApplicationFileField,
  type ApplicationResult,
  type ApplicationTextField,
  applicationFieldError,
  applicationFileError,
  looksLikeDocument,
  POSITION_LIMIT,
  safeFileName,
} from './application-rules'

/** The job an application is for: the career page's language and slug (its address), never a title the post names. */
export type JobRef = { lang: Lang; slug: string }

/**
 * The title an application is stored under: the job's own, as published; `null` when no such job is published (the
 * post is refused). While the CMS cannot say (down, and the page's answer no longer in memory) the slug stands in,
 * so the outbox keeps the application rather than losing it; a slug is no free text a post could fill.
 */
export async function positionOf(job: JobRef): Promise<string | null> {
  try {
    return (await jobOpeningBySlug(job.lang, job.slug))?.title ?? null
  } catch (error) {
    if (error instanceof CmsError) return job.slug
    throw error
  }
}

/**
 * A text field as sent, trimmed, with control characters stripped as the shared rules do (plain-text.ts): what is
 * checked is what is stored.
 */
function fieldText(data: FormData, key: string): string {
  const value = formString(data, key)
  return (key === 'message' ? multiLine(value) : oneLine(value)).trim()
}

/** The text fields of a submitted application as typed (trimmed), for showing them again after a failure. */
function applicationValues(data: FormData): Record<ApplicationTextField, string> {
  const text = (key: ApplicationTextField) => fieldText(data, key)
  return clipped(
    {
      name: text('name'),
      surname: text('surname'),
      email: text('email'),
      phoneNumber: text('phoneNumber'),
      message: text('message'),
    },
    APPLICATION_LIMITS,
  )
}

/**
 * product.md §7 "Job application" for the job titled `position` (`positionOf`), shared by the server function
 * (JavaScript) and the career page's plain POST (no JavaScript): honeypot (the rate limit per client came before the
 * body was read), the shared rules, the files by their bytes, then the CMS stores it (POST /api/job-application,
 * multipart, with the site's token), or the outbox keeps it while the CMS is away. It never throws at the visitor.
 */
export async function submitApplication(data: FormData, position: string): Promise<ApplicationResult> {
  const text = (key: string) => fieldText(data, key)
  // A file input left empty still sends a nameless, empty part; that is "no file", not an empty file.
  const file = (key: ApplicationFileField) => {
    const value = data.get(key)
    return value instanceof File && (value.size > 0 || value.name !== '') ? value : null
  }
  // Counted against the client's allowance already, before its body was read (pipeline/request-guard.ts).
  if (text('website') !== '') return { ok: true }

  const fields: ApplicationFieldErrors = {}
  for (const key of APPLICATION_TEXT_FIELDS) {
    const error = applicationFieldError(key, text(key))
    if (error) fields[key] = error
  }
  for (const [key, required] of [
    ['file1', true],
    ['file2', false],
  ] as const) {
    const chosen = file(key)
    const error = applicationFileError(chosen, required)
    if (error) fields[key] = error
    else if (chosen && !looksLikeDocument(new Uint8Array(await chosen.slice(0, 4096).arrayBuffer())))
      fields[key] = 'fileType'
  }
  if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields }

  const body = new FormData()
  for (const key of APPLICATION_TEXT_FIELDS) body.append(key, text(key))
  // The job's title travels as `position` (product.md): looked up from the job, never taken from the post.
  body.append('position', position.slice(0, POSITION_LIMIT))
  for (const key of ['file1', 'file2'] as const) {
    const chosen = file(key)
    if (chosen) body.append(key, chosen, safeFileName(chosen.name))
  }
  // The multipart bytes as they will reach the CMS, once: the outbox keeps exactly these, so a CV arrives byte-equal.
  const encoded = new Request('http://outbox.invalid/', { method: 'POST', body })
  const contentType = encoded.headers.get('content-type') ?? ''
  const given = text('idempotencyKey')
  const key = v.is(idempotencyKeySchema, given) ? given : `site-${crypto.randomUUID()}`
  const handover = await sendOrKeep('application', key, contentType, new Uint8Array(await encoded.arrayBuffer()))
  return handover === 'not-sent' ? { ok: false, reason: 'unavailable' } : { ok: true }
}

const NO_VALUES = { name: '', surname: '', email: '', phoneNumber: '', message: '' }

/**
 * A career page's POST for `job` (the page's own language and slug): stored → back to the page with the success
 * message; otherwise the page again. A post to a career page that does not exist is that page's answer, a 404, with
 * nothing read or stored; the title stored is the job's own.
 */
export async function applicationPost<R>(
  request: Request,
  job: JobRef,
  note: FormPostNote | null,
  render: (submission: ApplicationSubmission) => R,
): Promise<Response | R> {
  if (!isSameOriginPost(request)) return new Response('Forbidden', { status: 403 })
  if (note === 'rate-limited') {
    setResponseStatus(429)
    return render({ values: NO_VALUES, result: { ok: false, reason: 'rate-limited' } })
  }
  const position = await positionOf(job)
  if (position === null) {
    // The page renders as it does for a GET of this address: its loader finds no job and answers not found (404).
    await request.body?.cancel()
    return render({ values: NO_VALUES, result: { ok: false, reason: 'invalid', fields: {} } })
  }
  const form = await readForm(request, note)
  const tooLarge = note === 'too-large'
  const idempotencyKey = await submissionKey('application', [
    job.lang,
    job.slug,
    ...['name', 'surname', 'email', 'phoneNumber', 'message', 'file1', 'file2'].map((key) => {
      const value = form?.get(key)
      return value ?? ''
    }),
  ])
  form?.set('idempotencyKey', idempotencyKey)
  // A body past the limit (or none at all) can only be an oversized file: refused, its files unread.
  const result: ApplicationResult =
    form && !tooLarge
      ? await submitApplication(form, position)
      : { ok: false, reason: 'invalid', fields: { file1: 'fileSize' } }
  if (result.ok) {
    const url = new URL(request.url)
    return seeOther(`${url.pathname}?sent=1`)
  }
  refusedStatus(result, tooLarge)
  return render({ values: form ? applicationValues(form) : NO_VALUES, result })
}
