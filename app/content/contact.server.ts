import * as v from 'valibot'
import {
  type ContactFieldErrors,
  type ContactResult,
  contactSchema,
  isContactErrorKey,
  isContactField,
} from './contact-schema'
import { idempotencyKeySchema } from './form-rules'
import { sendOrKeep } from './outbox.server'

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
 * product.md §7 "Contact form", shared by the server function (JavaScript) and the page's plain POST (no JavaScript):
 * honeypot, the shared schema, then the CMS stores it, or the outbox keeps it while the CMS is away (the rate limit per client was applied before the body was
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

  // Every submission has a key from here on, so the outbox can deliver it again without storing it twice.
  const key = data.idempotencyKey ?? `site-${crypto.randomUUID()}`
  const body = new TextEncoder().encode(JSON.stringify({ data: parsed.output }))
  const handover = await sendOrKeep('contact', key, 'application/json', body)
  return handover === 'not-sent' ? { ok: false, reason: 'unavailable' } : { ok: true }
}
