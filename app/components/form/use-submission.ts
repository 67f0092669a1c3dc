import { useRef, useState } from 'react'
import { type KeyedContent, keyForContent } from '~/lib/idempotency'
import { type FormState, failureStatus } from './form-status'

/** How the server answered a submission (forms/form-rules.ts `FormResult`, seen from the form). */
type Answer<FieldErrors> =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: FieldErrors }
  | { ok: false; reason: 'rate-limited' | 'unavailable' }

/**
 * Sending a form, the same way in both forms: the status line's state, and one idempotency key per content, so a
 * retry of the same text after a failure is stored once and an edited one is a new submission (lib/idempotency.ts).
 * `initial` is the status a server-rendered page starts with (after a plain POST without JavaScript); `failureLog` is
 * what the console says when a submission fails (e2e specs expect it by name).
 */
export function useSubmission(initial: FormState, failureLog: string) {
  const [status, setStatus] = useState<FormState>(initial)
  const keyed = useRef<KeyedContent | null>(null)

  /**
   * Sends `content` through `send` with its key and shows how it went; the fields the server refused go to
   * `onInvalid`. Never throws: a failure is the status line's, and everything typed stays in the form.
   */
  async function submit<FieldErrors>(
    content: unknown,
    send: (idempotencyKey: string) => Promise<Answer<FieldErrors>>,
    onInvalid: (fields: FieldErrors) => void,
  ): Promise<boolean> {
    const current = keyForContent(keyed.current, JSON.stringify(content))
    keyed.current = current
    setStatus({ kind: 'idle' })
    try {
      const result = await send(current.key)
      if (result.ok) {
        keyed.current = null
        setStatus({ kind: 'success' })
        return true
      }
      if (result.reason === 'invalid') onInvalid(result.fields)
      console.error(`${failureLog}:`, result.reason)
      setStatus(failureStatus(result.reason))
    } catch (error) {
      console.error(`${failureLog}:`, error)
      setStatus({ kind: 'failure', message: 'failure' })
    }
    return false
  }

  return { status, submit }
}
