import { useEffect, useRef, useState } from 'react'
import { shownFieldError } from './field-error'
import { focusFirstInvalid } from './form-status'

type FieldErrors<Name extends string, Key> = Partial<Record<Name, Key>>

/**
 * The text fields of one of the site's forms (decision 032): their values, which error each shows (field-error.ts),
 * the errors the server refused them for, and a submit that checks every rule first. A field's rule is read from its
 * value at each render rather than kept, so what a field shows can never lag behind what it holds.
 */
export function useFormFields<Name extends string, Key>({
  formId,
  names,
  initial,
  rule,
  rendered,
}: {
  /** The `<form>`'s id: an invalid submit moves focus to its first field with a problem. */
  formId: string
  names: readonly Name[]
  /** The first values: empty, or what a failed plain POST sent, rendered back by the server. */
  initial: Record<Name, string>
  /** A field's first problem, or undefined when its value is fine. */
  rule: (name: Name, value: string) => Key | undefined
  /** The errors of a page rendered after a failed plain POST, each shown until its field is touched. */
  rendered: FieldErrors<Name, Key>
}) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set())
  const [left, setLeft] = useState<ReadonlySet<Name>>(new Set())
  // What the server refused a field for, kept until the visitor edits or leaves that field, or sends again.
  const [refused, setRefused] = useState<ReadonlyMap<Name, Key>>(new Map())
  const [submitAttempts, setSubmitAttempts] = useState(0)
  const [isSubmitting, setIsSubmitting] = useState(false)
  // State lags a render behind: a second submit in the same moment must see the first one.
  const sending = useRef(false)
  const submitted = submitAttempts > 0

  // Text typed before the form hydrated (its code may come when the visitor reaches for it: a `<Hydrate>` part)
  // is in its inputs, not in this state: taken up as if typed now, or the next render would empty those inputs.
  const mounted = useRef({ names, initial })
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const typed: Partial<Record<Name, string>> = {}
    for (const name of mounted.current.names) {
      const input = form.elements.namedItem(name)
      const value = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : null
      if (value !== null && value !== mounted.current.initial[name]) typed[name] = value
    }
    const names = mounted.current.names.filter((name) => typed[name] !== undefined)
    if (names.length === 0) return
    setValues((current) => ({ ...current, ...typed }))
    setTouched((current) => new Set([...current, ...names]))
  }, [formId])

  const forget = (name: Name) =>
    setRefused((current) => {
      if (!current.has(name)) return current
      const next = new Map(current)
      next.delete(name)
      return next
    })

  /** What a field's input needs: its value, the error key it shows (null for none), and its two handlers. */
  function field(name: Name) {
    const value = values[name]
    return {
      value,
      error: shownFieldError(
        { touched: touched.has(name), left: left.has(name), error: rule(name, value) ?? refused.get(name) ?? null },
        submitted,
        rendered[name],
      ),
      onChange: (next: string) => {
        setValues((current) => ({ ...current, [name]: next }))
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
        forget(name)
      },
      onBlur: () => {
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
        setLeft((current) => (current.has(name) ? current : new Set(current).add(name)))
        forget(name)
      },
    }
  }

  /** Shows the errors the server refused the fields for (those of other inputs, such as files, are the form's). */
  function refuse(errors: FieldErrors<Name, Key>) {
    const next = new Map<Name, Key>()
    for (const name of names) {
      const error = errors[name]
      if (error !== undefined) next.set(name, error)
    }
    setRefused(next)
  }

  /**
   * The form's submit handler. Counts the attempt (every error shows from now on), checks every field's rule and
   * `alsoValid` (the form's own inputs, such as files; always run, so its errors show too), then either sends the
   * values through `send` or moves focus to the first field with a problem.
   */
  function onSubmit(send: (values: Record<Name, string>) => Promise<unknown>, alsoValid: () => boolean = () => true) {
    return (event: { preventDefault: () => void }) => {
      event.preventDefault()
      if (sending.current) return
      setSubmitAttempts((count) => count + 1)
      setRefused(new Map())
      const othersValid = alsoValid()
      if (!othersValid || names.some((name) => rule(name, values[name]) !== undefined)) {
        focusFirstInvalid(formId)
        return
      }
      sending.current = true
      setIsSubmitting(true)
      void send(values).finally(() => {
        sending.current = false
        setIsSubmitting(false)
      })
    }
  }

  return { values, field, refuse, onSubmit, isSubmitting }
}
