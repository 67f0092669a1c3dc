import { setResponseStatus } from '@tanstack/react-start/server'
import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { oversizedFormFields } from '~/server/oversized-form'
import { BODY_TOO_LARGE_HEADER, RATE_LIMITED_HEADER } from '~/server/request-guard'
import { applicationValues, type JobRef, positionOf, submitApplication } from './application.server'
import type { ApplicationResult } from './application-schema'
import { submitContact } from './contact.server'
import { CONTACT_LIMITS, type ContactResult } from './contact-schema'
import { isSameOriginPost, seeOther, submissionKey } from './form-post.server'
import { clipped, formString } from './form-rules'
import type { ApplicationSubmission, ContactSubmission } from './submissions'

/*
 * Forms without JavaScript (decision 005): both forms are real HTML forms that POST to their own page. These handlers run
 * the same code as the server functions; success redirects (303), anything else renders the page again with what
 * was typed and why it was not sent, so nothing is lost.
 */

/**
 * The status of the page rendered again: 413 for a body the request guard found too large (not stored), 422 for
 * what the visitor must correct, 429 for the rate limit, 503 when the CMS could not store it. Browsers show the page either way; scripts and logs see the truth.
 */
function refusedStatus(result: { reason: 'invalid' | 'rate-limited' | 'unavailable' }, tooLarge: boolean) {
  if (tooLarge) setResponseStatus(413)
  else if (result.reason === 'invalid') setResponseStatus(422)
  else if (result.reason === 'rate-limited') setResponseStatus(429)
  else setResponseStatus(503)
}

/** The request guard found this POST's body larger than the form's limit and handed on only its head. */
const bodyTooLarge = (request: Request) => request.headers.get(BODY_TOO_LARGE_HEADER) === '1'

/**
 * The request guard found this client's allowance spent and left the body unread: the page again with the
 * rate-limit message (the browser's Back keeps what was typed; with JavaScript the form itself keeps it).
 */
const rateLimited = (request: Request) => request.headers.get(RATE_LIMITED_HEADER) === '1'

/**
 * The form as posted; `null` when it is not a form. Of a body the guard found too large, the text fields that came
 * before the cut (what the visitor typed, to give back to them), never its files.
 */
async function readForm(request: Request): Promise<FormData | null> {
  try {
    if (bodyTooLarge(request))
      return oversizedFormFields(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type') ?? '')
    return await request.formData()
  } catch {
    return null
  }
}

/** The Contact page's POST: stored → the thank-you page; otherwise the page again, via `render`. */
export async function contactPost<R>(
  request: Request,
  lang: Lang,
  render: (submission: ContactSubmission) => R,
): Promise<Response | R> {
  if (!isSameOriginPost(request)) return new Response('Forbidden', { status: 403 })
  if (rateLimited(request)) {
    setResponseStatus(429)
    return render({
      values: { firstName: '', email: '', subject: '', message: '' },
      result: { ok: false, reason: 'rate-limited' },
    })
  }
  const form = await readForm(request)
  const tooLarge = bodyTooLarge(request)
  const typed = {
    firstName: formString(form, 'firstName'),
    email: formString(form, 'email'),
    subject: formString(form, 'subject'),
    message: formString(form, 'message'),
  }
  const idempotencyKey = await submissionKey('contact', Object.values(typed))
  // Past the limit only a script gets (the fields' own limits keep a person far below it): refused, not stored.
  const result: ContactResult = tooLarge
    ? { ok: false, reason: 'invalid', fields: { message: 'tooLong' } }
    : await submitContact({ ...typed, website: formString(form, 'website'), idempotencyKey })
  if (result.ok) return seeOther(screenPath('thankYou', lang))
  refusedStatus(result, tooLarge)
  return render({ values: clipped(typed, CONTACT_LIMITS), result })
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
  render: (submission: ApplicationSubmission) => R,
): Promise<Response | R> {
  if (!isSameOriginPost(request)) return new Response('Forbidden', { status: 403 })
  if (rateLimited(request)) {
    setResponseStatus(429)
    return render({ values: NO_VALUES, result: { ok: false, reason: 'rate-limited' } })
  }
  const position = await positionOf(job)
  if (position === null) {
    // The page renders as it does for a GET of this address: its loader finds no job and answers not found (404).
    await request.body?.cancel()
    return render({ values: NO_VALUES, result: { ok: false, reason: 'invalid', fields: {} } })
  }
  const form = await readForm(request)
  const tooLarge = bodyTooLarge(request)
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
