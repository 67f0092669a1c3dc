import { useForm, useStore } from '@tanstack/react-form'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useId, useRef, useState } from 'react'
import formStyles from '~/components/form/Form.module.css'
import { FieldError, FormStatus, Honeypot, SubmitButton, TextField, type TextFieldSpec } from '~/components/form/fields'
import {
  fieldRules,
  onFormSubmit,
  refuseFields,
  shownError,
  submitOptions,
  useTypedBeforeHydration,
} from '~/components/form/form-fields'
import { failureStatus, focusFirstInvalid } from '~/components/form/form-status'
import { useSubmission } from '~/components/form/use-submission'
import { sendJobApplication } from '~/forms/application/application.functions'
import {
  APPLICATION_FILE_ACCEPT,
  type ApplicationFieldErrors,
  type ApplicationTextField,
  applicationFileError,
  applicationTextFields,
  type ApplicationFileField as FileField,
  isApplicationErrorKey,
} from '~/forms/application/application-rules'
import type { ApplicationSubmission } from '~/forms/submissions'
import { useT } from '~/i18n'
import type { Lang } from '~/i18n/lang'
import styles from './ApplicationForm.module.css'

const textFields: TextFieldSpec<ApplicationTextField>[] = [
  { name: 'name', type: 'text', autoComplete: 'given-name' },
  { name: 'surname', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
]
const textNames = textFields.map((field) => field.name)
const FILE_FIELDS: readonly FileField[] = ['file1', 'file2']
/** A file field's rule: the CV is required, the letter optional; both must look like a document. */
const fileRule =
  (key: FileField) =>
  ({ value }: { value: File | null }) =>
    applicationFileError(value, key === 'file1')

type ApplicationProps = {
  job: { lang: Lang; slug: string }
  submission: ApplicationSubmission | null
  sent: boolean
}

/**
 * The job application (product.md: name, surname, email, phone, message, CV required, letter optional) for `job`, the
 * page's language and slug: the server stores it under that job's own title (product.md's `position`), never a title
 * the post names. While sending the button is disabled and reads "Submitting..."; beyond product.md the visitor
 * sees whether it worked, and on failure everything typed and chosen stays. Without JavaScript it is a plain
 * multipart POST to the career page: `submission` is what came back when that was not stored, `sent` that it was.
 */
export function ApplicationForm(props: ApplicationProps) {
  // Each new application is a new form, blank: what the last one held (text, files, its key) goes with it.
  const [round, setRound] = useState(0)
  const first = round === 0
  return (
    <Application
      key={round}
      job={props.job}
      submission={first ? props.submission : null}
      sent={first && props.sent}
      onAnother={() => setRound((current) => current + 1)}
    />
  )
}

function Application({ job, submission, sent, onAnother }: ApplicationProps & { onAnother: () => void }) {
  const t = useT()
  const send = useServerFn(sendJobApplication)
  const formId = useId()
  const serverErrors: ApplicationFieldErrors = submission?.result.reason === 'invalid' ? submission.result.fields : {}
  const firstInvalid = [...textNames, ...FILE_FIELDS].find((name) => serverErrors[name])
  const { status, submit } = useSubmission(
    submission ? failureStatus(submission.result.reason) : sent ? { kind: 'success' } : { kind: 'idle' },
    '[apply] application not sent',
  )
  const fileInputs = useRef<Record<FileField, HTMLInputElement | null>>({ file1: null, file2: null })
  const [website, setWebsite] = useState('')

  const initial = submission?.values ?? { name: '', surname: '', email: '', phoneNumber: '', message: '' }
  const noFiles: Record<FileField, File | null> = { file1: null, file2: null }
  const form = useForm({
    // The files are fields too (their rule is applicationFileError); a page answering a plain POST has none: the
    // browser cannot give a chosen file back.
    defaultValues: { ...initial, ...noFiles },
    ...submitOptions(formId),
    onSubmit: async ({ value: { file1, file2, ...text } }) => {
      const value = { ...text, website }
      // Files count by name, size and date: another file (or the same one edited) is another application.
      const fileIds = [file1, file2].map((f) => (f ? [f.name, f.size, f.lastModified] : null))
      await submit(
        [value, job, fileIds],
        (idempotencyKey) => {
          const body = new FormData()
          for (const [key, v] of Object.entries(value)) body.append(key, v)
          // Which job: the page's own (the plain POST without JavaScript has it in its address).
          body.append('job', job.slug)
          body.append('lang', job.lang)
          body.append('idempotencyKey', idempotencyKey)
          if (file1) body.append('file1', file1)
          if (file2) body.append('file2', file2)
          return send({ data: body })
        },
        (refused) => {
          refuseFields(form, [...textNames, ...FILE_FIELDS], refused)
          focusFirstInvalid(formId)
        },
      )
    },
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  useTypedBeforeHydration(formId, form, initial)

  // The picker works before the page's code has arrived (its label opens the browser's dialog): a file chosen then is
  // taken up once it has.
  useEffect(() => {
    for (const key of FILE_FIELDS) {
      const early = fileInputs.current[key]?.files?.[0]
      if (early) form.setFieldValue(key, early)
    }
  }, [form])

  if (status.kind === 'success') return <ApplicationSent onAnother={onAnother} />

  return (
    <form
      id={formId}
      className={styles.form}
      aria-label={t.apply.formLabel()}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onFormSubmit(form)}
    >
      {textFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name} {...fieldRules(applicationTextFields[spec.name])}>
          {(field) => (
            <TextField
              formId={formId}
              spec={spec}
              field={field}
              label={t.apply[spec.name]()}
              errorText={(error) => t.apply.errors[error]()}
              isKey={isApplicationErrorKey}
              submitted={submitted}
              rendered={serverErrors[spec.name]}
              autoFocus={spec.name === firstInvalid}
              wide
            />
          )}
        </form.Field>
      ))}

      {FILE_FIELDS.map((key) => (
        <form.Field key={key} name={key} validators={{ onChange: fileRule(key), onSubmit: fileRule(key) }}>
          {(field) => {
            const inputId = `${formId}-${key}`
            const errorId = `${inputId}-error`
            const error = shownError(field, isApplicationErrorKey, submitted, serverErrors[key], {
              leftWhenTouched: true,
            })
            const chosen = field.state.value
            return (
              <div className={`${formStyles.field} ${formStyles.wide}`}>
                <span className={formStyles.label} id={`${inputId}-label`}>
                  {key === 'file1' ? t.apply.cv() : t.apply.letter()}
                </span>
                <input
                  ref={(el) => {
                    fileInputs.current[key] = el
                  }}
                  id={inputId}
                  name={key}
                  type="file"
                  accept={APPLICATION_FILE_ACCEPT}
                  required={key === 'file1'}
                  className={styles.fileInput}
                  aria-labelledby={`${inputId}-label ${inputId}-choice`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  // biome-ignore lint/a11y/noAutofocus: only on a page answering the visitor's own failed submission, where focus belongs on the field to fix
                  autoFocus={key === firstInvalid}
                  onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
                />
                <label htmlFor={inputId} className={styles.file} data-error={error ? '' : undefined}>
                  <span id={`${inputId}-choice`}>
                    {chosen ? t.apply.chosen({ name: chosen.name }) : t.apply.chooseFile()}
                  </span>
                </label>
                <FieldError id={errorId} error={error ? t.apply.errors[error]() : null} />
              </div>
            )
          }}
        </form.Field>
      ))}

      <Honeypot id={`${formId}-website`} label={t.apply.honeypot()} value={website} onChange={setWebsite} />

      {submission ? <p className={styles.hint}>{t.apply.chooseAgain()}</p> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => <SubmitButton busy={busy} label={t.apply.submit()} busyLabel={t.apply.submitting()} />}
      </form.Subscribe>
      <FormStatus kind={status.kind}>{status.kind === 'failure' ? t.apply[status.message]() : ''}</FormStatus>
    </form>
  )
}

/**
 * What a visitor sees once the application is sent, where the form was (it was once a small green line under a form
 * still filled in, below the fold on a phone): a heading that takes focus, so it is in view and read out, what happens
 * next, and a way to send another. The form is gone with everything typed in it; without JavaScript the career page's
 * `?sent=1` shows the same.
 */
function ApplicationSent({ onAnother }: { onAnother: () => void }) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    heading.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <section className={styles.sent} aria-labelledby="application-sent" data-testid="application-sent">
      <h3 id="application-sent" ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {t.apply.sentTitle()}
      </h3>
      <p className={styles.sentText}>{t.apply.sentNext()}</p>
      <button type="button" className={styles.another} onClick={onAnother}>
        {t.apply.another()}
      </button>
    </section>
  )
}
