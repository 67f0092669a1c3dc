import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { createRateLimiter } from '~/lib/rate-limit'
import {
  type ApplicationErrorKey,
  type ApplicationTextField,
  applicationFieldError,
  applicationFileError,
  applicationTextFields,
  looksLikeDocument,
} from './application-schema'
import { CmsError, cmsPost } from './strapi.server'

type FileField = 'file1' | 'file2'

export type ApplicationResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: Partial<Record<ApplicationTextField | FileField, ApplicationErrorKey>> }
  | { ok: false; reason: 'rate-limited' | 'unavailable' }

const allow = createRateLimiter({ limit: 5, windowMs: 10 * 60 * 1000 })
const TEXT_FIELDS = Object.keys(applicationTextFields).filter(
  (k): k is ApplicationTextField => k in applicationTextFields,
)

/**
 * SPEC 7 "Job application": multipart from the browser, checked here (honeypot, rate limit, the shared rules, and
 * the files by their bytes), then forwarded to the CMS (POST /api/job-application) with the site's token.
 */
export const sendJobApplication = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    if (!(input instanceof FormData)) throw new Error('A job application is sent as form data')
    return input
  })
  .handler(async ({ data }): Promise<ApplicationResult> => {
    const text = (key: string) => {
      const value = data.get(key)
      return typeof value === 'string' ? value.trim() : ''
    }
    const file = (key: FileField) => {
      const value = data.get(key)
      return value instanceof File && value.size > 0 ? value : null
    }
    if (text('website') !== '') return { ok: true }
    if (!allow(getRequestIP({ xForwardedFor: true }) ?? 'unknown')) return { ok: false, reason: 'rate-limited' }

    const fields: Partial<Record<ApplicationTextField | FileField, ApplicationErrorKey>> = {}
    for (const key of TEXT_FIELDS) {
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
    for (const key of TEXT_FIELDS) body.append(key, text(key))
    // The job title travels as `position`; it comes from the page, not from a visible field.
    body.append('position', text('position').slice(0, 200))
    for (const key of ['file1', 'file2'] as const) {
      const chosen = file(key)
      if (chosen) body.append(key, chosen, chosen.name)
    }
    const idempotencyKey = text('idempotencyKey')
    try {
      const response = await cmsPost('job-application', body, {
        headers: /^[A-Za-z0-9_-]{8,100}$/.test(idempotencyKey) ? { 'Idempotency-Key': idempotencyKey } : {},
        timeoutMs: 30_000,
      })
      if (response.status === 200 || response.status === 201) return { ok: true }
      console.error(`[apply] the CMS refused an application with ${response.status}`, response.body)
      return { ok: false, reason: 'unavailable' }
    } catch (error) {
      console.error('[apply] could not reach the CMS', error instanceof CmsError ? error.message : error)
      return { ok: false, reason: 'unavailable' }
    }
  })
