import { useForm, useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId } from 'react'
import { leaveField, shownFieldError } from '~/components/form/field-error'
import { failureStatus, focusFirstInvalid } from '~/components/form/form-status'
import { FormStatus, Honeypot, TextField } from '~/components/form/TextField'
import { useSubmission, withServerError } from '~/components/form/use-submission'
import { Spinner } from '~/components/spinner/Spinner'
import { sendContactMessage } from '~/content/contact.functions'
import {
  type ContactField,
  type ContactFieldErrors,
  contactFieldError,
  isContactErrorKey,
  isContactField,
} from '~/content/contact-schema'
import type { ContactSubmission } from '~/content/submissions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ContactForm.module.css'

const fields: { name: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
]

/** SPEC: after "Email successfully sent" the visitor goes on to the thank-you page. */
const THANK_YOU_DELAY_MS = 1200

/**
 * SPEC "Contact": the form with section 5's rules and messages, a spinner while sending, a success or failure line,
 * then the thank-you page. On failure everything typed stays in the form; a retry of the same text reuses its
 * idempotency key, so a message is never stored twice, and an edited one gets a new key (use-submission.ts). Without
 * JavaScript it is a plain POST to this page: `submission` is what the server rendered back when that POST was not
 * stored (the values and the reason).
 */
export function ContactForm({ submission }: { submission: ContactSubmission | null }) {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  const send = useServerFn(sendContactMessage)
  const { status, submit } = useSubmission(
    submission ? failureStatus(submission.result.reason) : { kind: 'idle' },
    '[contact] message not sent',
  )
  const formId = useId()
  // Errors the server found in a plain POST; each field shows its own until the visitor edits it.
  const serverErrors: ContactFieldErrors = submission?.result.reason === 'invalid' ? submission.result.fields : {}
  const firstInvalid = fields.find((field) => serverErrors[field.name])?.name

  const form = useForm({
    defaultValues: { ...(submission?.values ?? { firstName: '', email: '', subject: '', message: '' }), website: '' },
    onSubmitInvalid: () => focusFirstInvalid(formId),
    onSubmit: async ({ value }) => {
      const sent = await submit(
        value,
        (idempotencyKey) => send({ data: { ...value, idempotencyKey } }),
        (refused) => {
          for (const [name, error] of Object.entries(refused))
            if (isContactField(name) && error) form.setFieldMeta(name, withServerError(error))
        },
      )
      if (sent) setTimeout(() => void navigate({ href: screenPath('thankYou', lang) }), THANK_YOU_DELAY_MS)
    },
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)

  return (
    <form
      id={formId}
      className={styles.form}
      aria-label={t.contact.formLabel()}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {fields.map((field) => (
        <form.Field
          key={field.name}
          name={field.name}
          validators={{ onChange: ({ value }) => contactFieldError(field.name, value) }}
        >
          {(api) => {
            const error = shownFieldError(api.state.meta, submitted, isContactErrorKey, serverErrors[field.name])
            return (
              <TextField
                id={`${formId}-${field.name}`}
                name={field.name}
                label={t.contact[field.name]()}
                type={field.type}
                autoComplete={field.autoComplete}
                value={api.state.value}
                error={error ? t.contact.errors[error]() : null}
                autoFocus={field.name === firstInvalid}
                onChange={api.handleChange}
                onBlur={() => leaveField(api)}
              />
            )
          }}
        </form.Field>
      ))}
      <form.Field name="website">
        {(api) => (
          <Honeypot
            id={`${formId}-website`}
            label={t.contact.honeypot()}
            value={api.state.value}
            onChange={api.handleChange}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? t.contact.sending() : t.contact.submit()}
          </button>
        )}
      </form.Subscribe>
      <FormStatus kind={status.kind}>
        {status.kind === 'success' ? t.contact.success() : status.kind === 'failure' ? t.contact[status.message]() : ''}
      </FormStatus>
    </form>
  )
}
