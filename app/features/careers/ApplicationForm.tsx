import { useServerFn } from '@tanstack/react-start'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import formStyles from '~/components/form/Form.module.css'
import {
  FieldError,
  FormStatus,
  Honeypot,
  SubmitButton,
  type TextFieldSpec,
  TextFields,
} from '~/components/form/fields'
import { failureStatus, focusFirstInvalid } from '~/components/form/form-status'
import { useFormFields } from '~/components/form/use-form-fields'
import { useSubmission } from '~/components/form/use-submission'
import { sendJobApplication } from '~/forms/application/application.functions'
import {
  APPLICATION_FILE_ACCEPT,
  type ApplicationErrorKey,
  type ApplicationFieldErrors,
  type ApplicationTextField,
  applicationFieldError,
  applicationFileError,
  type ApplicationFileField as FileField,
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
  const firstInvalid = [...textNames, 'file1' as const, 'file2' as const].find((name) => serverErrors[name])
  const [files, setFiles] = useState<Record<FileField, File | null>>({ file1: null, file2: null })
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, ApplicationErrorKey>>>({
    ...(serverErrors.file1 ? { file1: serverErrors.file1 } : {}),
    ...(serverErrors.file2 ? { file2: serverErrors.file2 } : {}),
  })
  const { status, submit } = useSubmission(
    submission ? failureStatus(submission.result.reason) : sent ? { kind: 'success' } : { kind: 'idle' },
    '[apply] application not sent',
  )
  const fileInputs = useRef<Record<FileField, HTMLInputElement | null>>({ file1: null, file2: null })

  const chooseFile = useCallback((key: FileField, file: File | null) => {
    setFiles((current) => ({ ...current, [key]: file }))
    setFileErrors((current) => ({ ...current, [key]: applicationFileError(file, key === 'file1') }))
  }, [])

  // The picker works before the page's code has arrived (its label opens the browser's dialog): a file chosen then is
  // taken up once it has.
  useEffect(() => {
    for (const key of ['file1', 'file2'] as const) {
      const early = fileInputs.current[key]?.files?.[0]
      if (early) chooseFile(key, early)
    }
  }, [chooseFile])

  const checkFiles = () => {
    const errors: Partial<Record<FileField, ApplicationErrorKey>> = {}
    const cv = applicationFileError(files.file1, true)
    const letter = applicationFileError(files.file2, false)
    if (cv) errors.file1 = cv
    if (letter) errors.file2 = letter
    setFileErrors(errors)
    return Object.keys(errors).length === 0
  }

  const form = useFormFields({
    formId,
    names: textNames,
    initial: submission?.values ?? { name: '', surname: '', email: '', phoneNumber: '', message: '' },
    rule: applicationFieldError,
    rendered: serverErrors,
  })
  const [website, setWebsite] = useState('')

  const sendApplication = async (values: Record<ApplicationTextField, string>) => {
    const value = { ...values, website }
    // Files count by name, size and date: another file (or the same one edited) is another application.
    const fileIds = [files.file1, files.file2].map((f) => (f ? [f.name, f.size, f.lastModified] : null))
    await submit(
      [value, job, fileIds],
      (idempotencyKey) => {
        const body = new FormData()
        for (const [key, v] of Object.entries(value)) body.append(key, v)
        // Which job: the page's own (the plain POST without JavaScript has it in its address).
        body.append('job', job.slug)
        body.append('lang', job.lang)
        body.append('idempotencyKey', idempotencyKey)
        if (files.file1) body.append('file1', files.file1)
        if (files.file2) body.append('file2', files.file2)
        return send({ data: body })
      },
      (refused) => {
        form.refuse(refused)
        setFileErrors({
          ...(refused.file1 ? { file1: refused.file1 } : {}),
          ...(refused.file2 ? { file2: refused.file2 } : {}),
        })
        focusFirstInvalid(formId)
      },
    )
  }

  if (status.kind === 'success') return <ApplicationSent onAnother={onAnother} />

  return (
    <form
      id={formId}
      className={styles.form}
      aria-label={t.apply.formLabel()}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit(sendApplication, checkFiles)}
    >
      <TextFields
        formId={formId}
        fields={textFields}
        field={form.field}
        label={(name) => t.apply[name]()}
        errorText={(error) => t.apply.errors[error]()}
        firstInvalid={firstInvalid}
        wideTextarea
      />

      {(['file1', 'file2'] as const).map((key) => {
        const inputId = `${formId}-${key}`
        const errorId = `${inputId}-error`
        const error = fileErrors[key]
        const chosen = files[key]
        return (
          <div key={key} className={`${formStyles.field} ${formStyles.wide}`}>
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
              onChange={(event) => chooseFile(key, event.target.files?.[0] ?? null)}
            />
            <label htmlFor={inputId} className={styles.file} data-error={error ? '' : undefined}>
              <span id={`${inputId}-choice`}>
                {chosen ? t.apply.chosen({ name: chosen.name }) : t.apply.chooseFile()}
              </span>
            </label>
            <FieldError id={errorId} error={error ? t.apply.errors[error]() : null} />
          </div>
        )
      })}

      <Honeypot id={`${formId}-website`} label={t.apply.honeypot()} value={website} onChange={setWebsite} />

      {submission ? <p className={styles.hint}>{t.apply.chooseAgain()}</p> : null}
      <SubmitButton busy={form.isSubmitting} label={t.apply.submit()} busyLabel={t.apply.submitting()} />
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
