import * as v from 'valibot'
import { errorFields, log } from '~/server/log.server'
import {
  type ContactFieldErrors,
  type ContactResult,
  contactSchema,
  isContactErrorKey,
  isContactField,
} from './contact-schema'
import { idempotencyHeader, idempotencyKeySchema } from './form-rules'
import { CmsError, cmsErrorName, cmsPost } from './strapi.server'

/** Whatever the browser sends, bounded; the real rules run below so they can answer per field. */
const looseString = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '')
export const contactInput = v.object({
  firstName: looseString(1000),
  email: looseString(1000),
  subject: looseString(1000),
  message: looseString(20_000),
  /** Honeypot: hidden from people, tempting to bots. */
  website: looseString(1000),
  idempotencyKey: v.optional(idempotencyKeySchema),
})
export type ContactInput = v.InferOutput<typeof contactInput>

/**
 * SPEC 7 "Contact form", shared by the server function (JavaScript) and the page's plain POST (no JavaScript):
 * honeypot, the shared schema, then the CMS stores it (the rate limit per client was applied before the body was
 * read, in server/request-guard.ts) (POST /api/sendForm). It answers with
 * a result the form turns into a message; it never throws at the visitor.
 */
export async function submitContact(data: ContactInput): Promise<ContactResult> {
  // Counted against the client's allowance already, before its body was read (server/request-guard.ts).
  if (data.website.trim() !== '') return { ok: true }

  const parsed = v.safeParse(contactSchema, data, { abortPipeEarly: true })
  if (!parsed.success) {
    const fields: ContactFieldErrors = {}
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key
      if (typeof key === 'string' && isContactField(key) && isContactErrorKey(issue.message))
        fields[key] ??= issue.message
    }
    return { ok: false, reason: 'invalid', fields }
  }

  try {
    const response = await cmsPost('sendForm', JSON.stringify({ data: parsed.output }), {
      headers: { 'Content-Type': 'application/json', ...idempotencyHeader(data.idempotencyKey) },
    })
    if (response.status === 200 || response.status === 201) return { ok: true }
    log('error', 'form.refused', { form: 'contact', status: response.status, cmsError: cmsErrorName(response.body) })
    return { ok: false, reason: 'unavailable' }
  } catch (error) {
    log('error', 'form.unsent', {
      form: 'contact',
      reason: error instanceof CmsError ? error.kind : errorFields(error),
    })
    return { ok: false, reason: 'unavailable' }
  }
}
