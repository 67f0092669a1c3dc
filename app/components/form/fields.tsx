import styles from './Form.module.css'

/**
 * One labelled text input (or textarea) of the site's forms, with its error tied to it (`aria-invalid`,
 * `aria-describedby`) and product.md's error style on a touched field with an error.
 */
export function TextField({
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
