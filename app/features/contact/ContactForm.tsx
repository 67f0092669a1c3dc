import { useForm, useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { FormStatus, Honeypot, SubmitButton, TextField, type TextFieldSpec } from '~/components/form/fields'
import {
  fieldRules,
  onFormSubmit,
  refuseFields,
  submitOptions,
  useTypedBeforeHydration,
} from '~/components/form/form-fields'
import { failureStatus } from '~/components/form/form-status'
import { useSubmission } from '~/components/form/use-submission'
import { sendContactMessage } from '~/forms/contact/contact.functions'
import {
  type ContactField,
  type ContactFieldErrors,
  contactFields,
  isContactErrorKey,
} from '~/forms/contact/contact-rules'
import type { ContactSubmission } from '~/forms/submissions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ContactForm.module.css'

const fields: TextFieldSpec<ContactField>[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
]
const names = fields.map((field) => field.name)

/** product.md: after "Email successfully sent" the visitor goes on to the thank-you page. */
const THANK_YOU_DELAY_MS = 1200

/**
 * product.md "Contact": the form with section 5's rules and messages, a spinner while sending, a success or failure line,
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

  const initial = submission?.values ?? { firstName: '', email: '', subject: '', message: '' }
  const [website, setWebsite] = useState('')
  const form = useForm({
    defaultValues: initial,
    ...submitOptions(formId),
    onSubmit: async ({ value: values }) => {
      const value = { ...values, website }
      const sent = await submit(
        value,
        (idempotencyKey) => send({ data: { ...value, idempotencyKey } }),
        (refused) => refuseFields(form, names, refused),
      )
      if (sent) setTimeout(() => void navigate({ href: screenPath('thankYou', lang) }), THANK_YOU_DELAY_MS)
    },
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  useTypedBeforeHydration(formId, form, initial)

  return (
    <form
      id={formId}
      className={styles.form}
      aria-label={t.contact.formLabel()}
      method="post"
      noValidate
      onSubmit={onFormSubmit(form)}
    >
      {fields.map((spec) => (
        <form.Field key={spec.name} name={spec.name} {...fieldRules(contactFields[spec.name])}>
          {(field) => (
            <TextField
              formId={formId}
              spec={spec}
              field={field}
              label={t.contact[spec.name]()}
              errorText={(error) => t.contact.errors[error]()}
              isKey={isContactErrorKey}
              submitted={submitted}
              rendered={serverErrors[spec.name]}
              autoFocus={spec.name === firstInvalid}
            />
          )}
        </form.Field>
      ))}
      <Honeypot id={`${formId}-website`} label={t.contact.honeypot()} value={website} onChange={setWebsite} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => <SubmitButton busy={busy} label={t.contact.submit()} busyLabel={t.contact.sending()} spinner />}
      </form.Subscribe>
      <FormStatus kind={status.kind}>
        {status.kind === 'success' ? t.contact.success() : status.kind === 'failure' ? t.contact[status.message]() : ''}
      </FormStatus>
    </form>
  )
}
