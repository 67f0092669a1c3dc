import * as v from 'valibot'
import { IDEMPOTENCY_KEY } from '~/lib/idempotency'
import { oneLine } from './plain-text'

/*
 * What the two forms' rules (contact-schema.ts, application-schema.ts) and their server code have in common, once:
 * how a field's first problem becomes a dictionary key, the guards for error keys and field names, how a submission
 * is answered, the idempotency key's shape, and how values are bounded and read from a posted form. Client-safe.
 */

/** How a submission went, as the server function and the page's plain POST both answer it. */
export type FormResult<FieldErrors> =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: FieldErrors }
  | { ok: false; reason: 'rate-limited' | 'unavailable' }

/** A guard for one of `keys`: the list is the only place a form's error keys are written. */
export function oneOf<const K extends string>(keys: readonly K[]): (value: unknown) => value is K {
  return (value): value is K => keys.some((key) => key === value)
}

/** A guard for the names of `fields` (a form's schema object), for answers that come back keyed by field name. */
export function fieldOf<T extends object>(fields: T): (name: string) => name is Extract<keyof T, string> {
  return (name): name is Extract<keyof T, string> => Object.hasOwn(fields, name)
}

/** The first problem of one value, as a dictionary key (`undefined` when it is fine): what a field shows. */
export function firstErrorKey<K extends string>(
  schema: v.GenericSchema,
  value: unknown,
  isKey: (value: unknown) => value is K,
): K | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true })
  if (result.success) return undefined
  const message = result.issues[0]?.message
  return isKey(message) ? message : undefined
}

/** An e-mail address field, on one line: present, well-formed and within `max`; the messages are the form's keys. */
export const emailRule = <K extends string>(max: number, keys: { required: K; invalid: K; tooLong: K }) =>
  v.pipe(
    v.string(),
    v.transform(oneLine),
    v.trim(),
    v.nonEmpty(keys.required),
    v.email(keys.invalid),
    v.maxLength(max, keys.tooLong),
  )

/**
 * A submission's idempotency key: made by the browser (lib/idempotency.ts) or, for a plain POST, from what was posted
 * (form-posts.server.ts). The CMS stores a submission once per key (cms/src/api/submission).
 */
export const idempotencyKeySchema = v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY))

/** Each value cut to its field's limit: a page rendered again never echoes more of an oversized post back. */
export function clipped<F extends string>(values: Record<F, string>, limits: Record<F, number>): Record<F, string> {
  const out = { ...values }
  for (const name of Object.keys(values).filter(fieldOf(values))) out[name] = values[name].slice(0, limits[name])
  return out
}

/** A posted form's text value as sent (`''` for a file, a missing field or no form). */
export function formString(form: FormData | null, key: string): string {
  const value = form?.get(key)
  return typeof value === 'string' ? value : ''
}
