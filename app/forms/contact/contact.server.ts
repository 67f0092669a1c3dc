import { setResponseStatus } from '@tanstack/react-start/server'
import { clipped, formString } from '~/forms/form-rules'
import { sendOrKeepJson } from '~/forms/outbox/outbox.server'
import type { FormPostNote } from '~/forms/plain-post.server'
import { isSameOriginPost, readForm, refusedStatus, seeOther, submissionKey } from '~/forms/plain-post.server'
import type { ContactSubmission } from '~/forms/submissions'
import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { CONTACT_LIMITS, type ContactResult, checkContact } from './contact-rules'

/** The Contact page's POST: stored → the thank-you page; otherwise the page again, via `render`. */
export async function contactPost<R>(
  request: Request,
  lang: Lang,
  note: FormPostNote | null,
  render: (submission: ContactSubmission) => R,
): Promise<Response | R> {
  if (!isSameOriginPost(request)) return new Response('Forbidden', { status: 403 })
  if (note === 'rate-limited') {
    setResponseStatus(429)
    return render({
      values: { firstName: '', email: '', subject: '', message: '' },
      result: { ok: false, reason: 'rate-limited' },
    })
  }
  const form = await readForm(request, note)
  const tooLarge = note === 'too-large'
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

/**
 * The server function's steps (contact.functions.ts) for the page's plain POST: the honeypot and the rules, then the
 * CMS stores it, or the outbox keeps it while the CMS is away.
 */
export async function submitContact(data: Parameters<typeof checkContact>[0]): Promise<ContactResult> {
  const checked = checkContact(data)
  return 'result' in checked ? checked.result : sendOrKeepJson('contact', data.idempotencyKey, checked.message)
}
