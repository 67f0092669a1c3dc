import type { ReactNode } from 'react'
import { Spinner } from '~/components/spinner/Spinner'
import styles from './Form.module.css'
import { type BoundField, shownError } from './form-fields'

/** A text field of a form: its name, its input type and what the browser may fill it with. */
export type TextFieldSpec<Name extends string> = {
  name: Name
  type: 'text' | 'email' | 'tel' | 'textarea'
  autoComplete: string
}

/**
 * One of a form's text fields, bound to its `form.Field` (form-fields.ts), labelled and explained in the visitor's
 * language. `isKey` reads the form's error keys back from the field's errors; `submitted` is whether a submit was
 * tried; `rendered` the error a page rendered after a failed plain POST gave it.
 */
export function TextField<Name extends string, Key>({
  formId,
  spec,
  field,
  label,
  errorText,
  isKey,
  submitted,
  rendered,
  autoFocus,
  wide = false,
}: {
  formId: string
  spec: TextFieldSpec<Name>
  field: BoundField<string>
  label: string
  errorText: (error: Key) => string
  isKey: (value: unknown) => value is Key
  submitted: boolean
  rendered: Key | undefined
  /** Set on the first invalid field of a page rendered after a failed plain POST, so focus starts there. */
  autoFocus: boolean
  wide?: boolean
}) {
  const error = shownError(field, isKey, submitted, rendered)
  return (
    <TextInput
      id={`${formId}-${spec.name}`}
      name={spec.name}
      label={label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      value={field.state.value}
      error={error === null ? null : errorText(error)}
      wide={wide && spec.type === 'textarea'}
      autoFocus={autoFocus}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
    />
  )
}

/** A form's send button: disabled and busy while sending, with its sending label (and a spinner when asked). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  spinner = false,
}: {
  busy: boolean
  label: string
  busyLabel: string
  spinner?: boolean
}): ReactNode {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy && spinner ? <Spinner /> : null}
      {busy ? busyLabel : label}
    </button>
  )
}

/**
 * One labelled text input (or textarea) of the site's forms, with its error tied to it (`aria-invalid`,
 * `aria-describedby`) and product.md's error style on a touched field with an error.
 */
function TextInput({
  id,
  name,
  label,
  type,
  autoComplete,
  value,
  error,
  wide = false,
  autoFocus = false,
  onChange,
  onBlur,
}: {
  id: string
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'textarea'
  autoComplete: string
  value: string
  /** The translated message, or null when the field is fine or untouched. */
  error: string | null
  wide?: boolean
  /** Set on the first invalid field of a page rendered after a failed plain POST, so focus starts there. */
  autoFocus?: boolean
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const errorId = `${id}-error`
  const common = {
    id,
    name,
    value,
    autoComplete,
    autoFocus,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.input,
    'data-error': error ? '' : undefined,
  }
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/**
 * A field's error line. Its line is kept when empty, so a message that comes or goes never moves what is below it
 * (a Send button that moves between press and release loses the click).
 */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  )
}

/** A field people never see or reach, which bots fill in: a submission with it filled is dropped quietly. */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

/** The line under a form that says how sending went. */
export function FormStatus({ kind, children }: { kind: 'idle' | 'success' | 'failure'; children: string }) {
  return (
    <p className={styles.status} role="status" data-kind={kind}>
      {children}
    </p>
  )
}
