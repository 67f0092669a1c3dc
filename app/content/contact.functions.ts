import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { createRateLimiter } from '~/lib/rate-limit'
import { type ContactErrorKey, contactSchema, isContactErrorKey } from './contact-schema'
import { CmsError, cmsPost } from './strapi.server'

type ContactField = 'firstName' | 'email' | 'subject' | 'message'

export type ContactResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: Partial<Record<ContactField, ContactErrorKey>> }
  | { ok: false; reason: 'rate-limited' | 'unavailable' }

/** Five messages per client per ten minutes is plenty for people and little for scripts. */
const allow = createRateLimiter({ limit: 5, windowMs: 10 * 60 * 1000 })

/** Whatever the browser sends, bounded; the real rules run in the handler so they can answer per field. */
const looseString = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '')
const contactInput = v.object({
  firstName: looseString(1000),
  email: looseString(1000),
  subject: looseString(1000),
  message: looseString(20_000),
  /** Honeypot: hidden from people, tempting to bots. */
  website: looseString(1000),
  idempotencyKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/))),
})

/**
 * SPEC 7 "Contact form": honeypot, rate limit per client, the shared schema, then the CMS stores it
 * (POST /api/sendForm). Answers with a result the form turns into a message; it never throws at the visitor.
 */
export const sendContactMessage = createServerFn({ method: 'POST' })
  .validator(contactInput)
  .handler(async ({ data }): Promise<ContactResult> => {
    if (data.website.trim() !== '') return { ok: true }
    if (!allow(getRequestIP({ xForwardedFor: true }) ?? 'unknown')) return { ok: false, reason: 'rate-limited' }

    const parsed = v.safeParse(contactSchema, data, { abortPipeEarly: true })
    if (!parsed.success) {
      const fields: Partial<Record<ContactField, ContactErrorKey>> = {}
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key
        if (
          (key === 'firstName' || key === 'email' || key === 'subject' || key === 'message') &&
          isContactErrorKey(issue.message)
        ) {
          fields[key] ??= issue.message
        }
      }
      return { ok: false, reason: 'invalid', fields }
    }

    try {
      const response = await cmsPost('sendForm', JSON.stringify({ data: parsed.output }), {
        headers: {
          'Content-Type': 'application/json',
          ...(data.idempotencyKey ? { 'Idempotency-Key': data.idempotencyKey } : {}),
        },
      })
      if (response.status === 200 || response.status === 201) return { ok: true }
      console.error(`[contact] the CMS refused a message with ${response.status}`, response.body)
      return { ok: false, reason: 'unavailable' }
    } catch (error) {
      console.error('[contact] could not reach the CMS', error instanceof CmsError ? error.message : error)
      return { ok: false, reason: 'unavailable' }
    }
  })
