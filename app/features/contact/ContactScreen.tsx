import { useForm, useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useId, useRef, useState } from 'react'
import { leaveField, shownFieldError } from '~/components/form/field-error'
import { type FormState, failureStatus, focusFirstInvalid } from '~/components/form/form-status'
import { FormStatus, Honeypot, TextField } from '~/components/form/TextField'
import { PageHero } from '~/components/PageHero'
import { Spinner } from '~/components/spinner/Spinner'
import { site } from '~/config/site'
import { sendContactMessage } from '~/content/contact.functions'
import {
  type ContactFieldErrors,
  contactFieldError,
  type contactFields,
  isContactErrorKey,
} from '~/content/contact-schema'
import type { ContactSubmission, FormPageData } from '~/content/submissions'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { type KeyedContent, keyForContent } from '~/lib/idempotency'
import styles from './ContactScreen.module.css'

type FieldName = keyof typeof contactFields

const fields: { name: FieldName; type: 'text' | 'email' | 'textarea'; autoComplete: string }[] = [
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
 * idempotency key, so a message is never stored twice, and an edited one gets a new key. Without JavaScript it is a plain POST to this page: `submission` is what the
 * server rendered back when that POST was not stored (the values and the reason).
 */
export function ContactScreen({ submission }: FormPageData<ContactSubmission>) {
  const t = useT()
  const lang = useLang()
  const navigate = useNavigate()
  const send = useServerFn(sendContactMessage)
  const [status, setStatus] = useState<FormState>(
    submission ? failureStatus(submission.result.reason) : { kind: 'idle' },
  )
  const keyed = useRef<KeyedContent | null>(null)
  const formId = useId()
  // Errors the server found in a plain POST; each field shows its own until the visitor edits it.
  const serverErrors: ContactFieldErrors = submission?.result.reason === 'invalid' ? submission.result.fields : {}
  const firstInvalid = fields.find((field) => serverErrors[field.name])?.name

  const form = useForm({
    defaultValues: { ...(submission?.values ?? { firstName: '', email: '', subject: '', message: '' }), website: '' },
    onSubmitInvalid: () => focusFirstInvalid(formId),
    onSubmit: async ({ value }) => {
      keyed.current = keyForContent(keyed.current, JSON.stringify(value))
      setStatus({ kind: 'idle' })
      try {
        const result = await send({ data: { ...value, idempotencyKey: keyed.current.key } })
        if (result.ok) {
          keyed.current = null
          setStatus({ kind: 'success' })
          setTimeout(() => void navigate({ href: screenPath('thankYou', lang) }), THANK_YOU_DELAY_MS)
          return
        }
        if (result.reason === 'invalid') {
          for (const [name, key] of Object.entries(result.fields)) {
            if (name === 'firstName' || name === 'email' || name === 'subject' || name === 'message') {
              form.setFieldMeta(name, (meta) => ({
                ...meta,
                isTouched: true,
                errorMap: { ...meta.errorMap, onSubmit: key },
              }))
            }
          }
        }
        console.error('[contact] message not sent:', result.reason)
        setStatus(failureStatus(result.reason))
      } catch (error) {
        console.error('[contact] message not sent:', error)
        setStatus({ kind: 'failure', message: 'failure' })
      }
    },
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)

  return (
    <>
      <PageHero title={t.screens.contact.heading()}>
        <p>{t.contact.lead()}</p>
      </PageHero>
      <div className={styles.layout}>
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
            {status.kind === 'success'
              ? t.contact.success()
              : status.kind === 'failure'
                ? t.contact[status.message]()
                : ''}
          </FormStatus>
        </form>

        <aside className={styles.aside}>
          <section aria-labelledby="contact-offices">
            <h2 id="contact-offices" className={styles.asideTitle}>
              {t.contact.officesTitle()}
            </h2>
            {site.offices.map((office) => (
              <address key={office.id} className={styles.office}>
                <strong>{t.footer[office.id]()}</strong>
                <span>
                  {office.city}, {office.postcode}
                </span>
                <a href={office.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {t.contact.openMap({ city: office.city })}
                  <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                </a>
              </address>
            ))}
            <a className={styles.email} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </section>
          <section aria-labelledby="contact-social">
            <h2 id="contact-social" className={styles.asideTitle}>
              {t.contact.socialTitle()}
            </h2>
            <ul className={styles.social}>
              {site.social.map((link) => (
                <li key={link.id}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {t.social[link.id]()}
                    <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  )
}
