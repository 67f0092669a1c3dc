import { useForm, useStore } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { shownFieldError } from './field-error'
import { focusFirstInvalid } from './form-status'

type FieldErrors<Name extends string, Key> = Partial<Record<Name, Key>>

/**
 * The text fields of one of the site's forms on TanStack Form (decision 057): their values, which error each shows
 * (field-error.ts), the errors the server refused them for, and a submit that checks every rule first. The library
 * holds the values, which fields were edited or left, the submit attempts and the submit under way; a field's rule is
 * read from its value at each render rather than kept, so what a field shows can never lag behind what it holds.
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
  // What the submit under way sends, and the form's own check (files): handed over by `onSubmit` for the library's
  // handlers, which are set once.
  const submitting = useRef<Submit<Name>>({ send: async () => {}, alsoValid: () => true })
  // Keyed by string for the library: its paths over a generic key type do not resolve to the value's type.
  const defaultValues: Record<string, string> = initial
  const form = useForm({
    defaultValues,
    // Every submit runs every rule, so a first Send shows each field's problem (decision 032 kept this behaviour).
    canSubmitWhenInvalid: true,
    validators: {
      onSubmit: ({ value }) => {
        // Always run, so the form's own errors show too.
        const othersValid = submitting.current.alsoValid()
        return othersValid && names.every((name) => rule(name, value[name] ?? '') === undefined) ? undefined : 'invalid'
      },
    },
    onSubmitInvalid: () => focusFirstInvalid(formId),
    onSubmit: ({ value }) => submitting.current.send(value),
  })
  const values = useStore(form.store, (state) => state.values)
  const meta = useStore(form.store, (state) => state.fieldMetaBase)
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  // What the server refused a field for, kept until the visitor edits or leaves that field, or sends again.
  const [refused, setRefused] = useState<ReadonlyMap<Name, Key>>(new Map())

  // Text typed before the form hydrated is in its inputs, not in the form's state: taken up as if typed now, or the
  // next render would empty those inputs.
  const mounted = useRef({ names, initial, form })
  useEffect(() => {
    const element = document.getElementById(formId)
    if (!(element instanceof HTMLFormElement)) return
    const { names, initial, form } = mounted.current
    for (const name of names) {
      const input = element.elements.namedItem(name)
      const value = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : null
      const path: string = name
      if (value !== null && value !== initial[name]) form.setFieldValue(path, value)
    }
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
    // A plain string for the library's paths (see `defaultValues`).
    const path: string = name
    const value = values[path] ?? ''
    const state = meta[path]
    return {
      value,
      error: shownFieldError(
        {
          touched: state?.isTouched ?? false,
          left: state?.isBlurred ?? false,
          error: rule(name, value) ?? refused.get(name) ?? null,
        },
        submitted,
        rendered[name],
      ),
      onChange: (next: string) => {
        form.setFieldValue(path, next)
        forget(name)
      },
      onBlur: () => {
        form.setFieldMeta(path, (previous) => ({ ...previous, isTouched: true, isBlurred: true }))
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
   * values through `send` or moves focus to the first field with a problem. Settles once that is done.
   */
  function onSubmit(send: (values: Record<Name, string>) => Promise<unknown>, alsoValid: () => boolean = () => true) {
    return (event: { preventDefault: () => void }): Promise<void> => {
      event.preventDefault()
      // A second Send while the first is under way.
      if (form.state.isSubmitting) return Promise.resolve()
      submitting.current = { send, alsoValid }
      setRefused(new Map())
      return form.handleSubmit()
    }
  }

  return { values, field, refuse, onSubmit, isSubmitting }
}

type Submit<Name extends string> = {
  send: (values: Record<Name, string>) => Promise<unknown>
  alsoValid: () => boolean
}
