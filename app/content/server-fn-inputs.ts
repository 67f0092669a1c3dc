import * as v from 'valibot'
import { LANGS } from '~/i18n/lang'
import { MAX_SLUG_LENGTH } from './content-model'

/** Input a server function refuses: the caller's fault, answered 400 (app/start.ts `functionFailure`). */
export class InvalidInput extends Error {
  override name = 'InvalidInput'
}

/**
 * A server function's input check (the browser can send anything). A refusal names the fields that failed, never
 * their values: a validation error that quoted the input sent a 1 MB body back as a 3 MB answer.
 */
export function validatorOf<S extends v.GenericSchema>(schema: S) {
  return (input: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, input)
    if (result.success) return result.output
    const fields = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? 'input'))]
    throw new InvalidInput(`Invalid input: ${fields.join(', ')}`)
  }
}

export const slugSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_SLUG_LENGTH))

export const langInput = validatorOf(v.object({ lang: v.picklist(LANGS) }))

export const slugInput = validatorOf(v.object({ lang: v.picklist(LANGS), slug: slugSchema }))
