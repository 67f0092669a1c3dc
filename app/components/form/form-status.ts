/**
 * What both forms (contact, job application) share between sending and the status line: the status they show, how
 * a refused submission reads, and where focus goes when fields are wrong.
 */

/** The status line: nothing yet, sent, or not sent and why (a dictionary key under `forms`). */
export type FormState =
  | { kind: 'idle' }
  | { kind: 'success' }
  | { kind: 'failure'; message: 'failure' | 'rateLimited' | 'checkFields' }

/** How a refused submission reads in the status line. */
export function failureStatus(reason: 'invalid' | 'rate-limited' | 'unavailable'): FormState {
  return {
    kind: 'failure',
    message: reason === 'rate-limited' ? 'rateLimited' : reason === 'invalid' ? 'checkFields' : 'failure',
  }
}

/** Focus the first field with a problem in the form `formId`, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(formId: string): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus(),
  )
}
