import type { AnyFieldLikeMetaBase, StandardSchemaV1 } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import { fieldOf } from '~/forms/form-rules'
import { shownFieldError } from './field-error'
import { focusFirstInvalid } from './form-status'

/*
 * What both forms share on TanStack Form (decision 125): each field a `form.Field` with its valibot rule as a Standard
 * Schema validator on change, blur and submit; the library's submit (every rule, then the send) and its submission
 * state; the server's refusals in each field's `onServer` error; which error shows when (field-error.ts); and text
 * typed before the form hydrated taken up as the visitor's own.
 */

/** What of the library's field error map a form reads: its validators' errors and the server's. */
type ErrorMap = { onChange?: unknown; onBlur?: unknown; onSubmit?: unknown; onServer?: unknown }

/** What of a `form.Field`'s field API an input uses. */
export type BoundField<Value> = {
  state: { value: Value; meta: { isTouched: boolean; isBlurred: boolean; errorMap: ErrorMap } }
  handleChange: (value: Value) => void
  handleBlur: () => void
}

/**
 * A field's validators: the same rule on change, blur and submit. The blur rule speaks for a field left without a
 * change (tabbing through an empty one); once it has, it is read again at each change, or its error would stand until
 * the next blur: a fix typed would lose its message only at the blur a click on Send causes, moving the button from
 * under the pointer between press and release (decision 032).
 */
export function fieldRules<Value>(rule: StandardSchemaV1<Value, unknown>) {
  return {
    validators: { onChange: rule, onBlur: rule, onSubmit: rule },
    listeners: {
      onChange: ({
        fieldApi,
      }: {
        fieldApi: { state: { meta: { errorMap: ErrorMap } }; validate: (cause: 'blur') => unknown }
      }) => {
        if (fieldApi.state.meta.errorMap.onBlur !== undefined) fieldApi.validate('blur')
      },
    },
  }
}

/** A Standard Schema issue list's first message, or an error the form set as a key, if it is one of the form's keys. */
function errorKey<Key>(error: unknown, isKey: (value: unknown) => value is Key): Key | undefined {
  const first: unknown = Array.isArray(error) ? error[0] : error
  const message: unknown = typeof first === 'object' && first !== null && 'message' in first ? first.message : first
  return isKey(message) ? message : undefined
}

/**
 * The error key a field shows (null for none): its rules' current problem, else the one the server refused it for
 * (the library drops that at the field's next change or blur); shown once the field is left or a submit was tried,
 * and until it is touched, the error a page rendered after a failed plain POST carries (field-error.ts).
 */
export function shownError<Key>(
  field: Pick<BoundField<unknown>, 'state'>,
  isKey: (value: unknown) => value is Key,
  submitted: boolean,
  rendered: Key | undefined,
  { leftWhenTouched = false }: { leftWhenTouched?: boolean } = {},
): Key | null {
  const { isTouched, isBlurred, errorMap } = field.state.meta
  // The change rule first: it runs at every change and every submit, so it always speaks for the value held. The
  // library keeps a submit error until a change makes the field valid, so after a Send on an empty field it would
  // still say "required" over a value that is now only malformed.
  const error =
    errorKey(errorMap.onChange, isKey) ??
    errorKey(errorMap.onBlur, isKey) ??
    errorKey(errorMap.onSubmit, isKey) ??
    errorKey(errorMap.onServer, isKey) ??
    null
  // A file chosen is a finished answer: there is no typing to wait out.
  return shownFieldError(
    { touched: isTouched, left: isBlurred || (leftWhenTouched && isTouched), error },
    submitted,
    rendered,
  )
}

/** What of the form API the shared parts use, over the form's field names. */
type FormLike<Name extends string> = {
  state: { isSubmitting: boolean }
  handleSubmit: () => Promise<void>
  setFieldMeta: (field: Name, updater: (previous: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void
  setFieldValue: (field: Name, value: string) => void
}

/**
 * The options of `useForm` both forms share: every Send runs every rule, even while errors stand (the library skips a
 * submit then), so a first Send shows each field's problem; an invalid one moves focus to the first field with one.
 */
export function submitOptions(formId: string) {
  return { canSubmitWhenInvalid: true, onSubmitInvalid: () => focusFirstInvalid(formId) }
}

/** The `<form>`'s submit handler: the library's submit, once at a time (Enter in a field while sending is ignored). */
export function onFormSubmit(form: Pick<FormLike<string>, 'state' | 'handleSubmit'>) {
  return (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault()
    return form.state.isSubmitting ? Promise.resolve() : form.handleSubmit()
  }
}

/**
 * Puts what the server refused each field for in that field's `onServer` error (a `null` clears it): shown like any
 * other, dropped by the library at the field's next change or blur.
 */
export function refuseFields<Name extends string, Key>(
  form: Pick<FormLike<Name>, 'setFieldMeta'>,
  names: readonly Name[],
  errors: Partial<Record<Name, Key>>,
): void {
  for (const name of names) {
    const error = errors[name]
    form.setFieldMeta(name, (previous) => ({ ...previous, errorMap: { ...previous.errorMap, onServer: error } }))
  }
}

/**
 * Text typed before the form hydrated is in its inputs, not in the form's state: taken up once, as if typed now
 * (`setFieldValue` marks the field edited and runs its change rule), or the first render would empty those inputs.
 */
export function useTypedBeforeHydration<Name extends string>(
  formId: string,
  form: Pick<FormLike<Name>, 'setFieldValue'>,
  initial: Record<Name, string>,
): void {
  const mounted = useRef({ form, initial })
  useEffect(() => {
    const element = document.getElementById(formId)
    if (!(element instanceof HTMLFormElement)) return
    const { form, initial } = mounted.current
    for (const name of Object.keys(initial).filter(fieldOf(initial))) {
      const input = element.elements.namedItem(name)
      const value = input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : null
      if (value !== null && value !== initial[name]) form.setFieldValue(name, value)
    }
  }, [formId])
}
