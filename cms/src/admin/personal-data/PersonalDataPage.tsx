import { Box, Button, Dialog, Field, Flex, TextInput, Typography } from '@strapi/design-system'
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin'
import { type FormEvent, useState } from 'react'
import { useIntl } from 'react-intl'
import { archiveName, isRequestAddress, PERSONAL_DATA_ROUTES } from '../../lib/personal-data-access'
import { MENU_LABEL, t } from './labels'

/*
 * A person's request for their data (docs/editors.md, step 6): the address they wrote from, what is stored for it,
 * one archive of all of it, and its erasure, each through src/personal-data-admin.ts. Shown to whoever may read and
 * delete messages and applications (Leads, Super Admin).
 */

type Counts = { contactMessages: number; jobApplications: number; files: number }

function isCounts(value: unknown): value is Counts {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['contactMessages', 'jobApplications', 'files'].every((key) => typeof Reflect.get(value, key) === 'number')
  )
}

/** The counts in a `{ data }` answer, or null. */
function countsOf(body: unknown): Counts | null {
  const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null
  return isCounts(data) ? data : null
}

/** The count's ticket for the archive (the address sealed by the CMS, so it never shows in a URL), or null. */
function ticketOf(body: unknown): string | null {
  const ticket = typeof body === 'object' && body !== null ? Reflect.get(body, 'ticket') : null
  return typeof ticket === 'string' ? ticket : null
}

/** Saves the archive under the name the CMS gave it, as a download of the browser's own. */
function save(blob: Blob, name: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  // Freed once the browser has surely taken it: revoked at once, some browsers drop the download.
  setTimeout(() => URL.revokeObjectURL(link.href), 40_000)
}

export default function PersonalDataPage() {
  const { formatMessage } = useIntl()
  const { get, post } = useFetchClient()
  const [email, setEmail] = useState('')
  /** The address the counts below are for: changing the field asks again before anything is done. */
  const [shown, setShown] = useState<{ email: string; counts: Counts; ticket: string } | null>(null)
  const [erased, setErased] = useState<{ email: string; counts: Counts } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const say = (descriptor: { id: string; defaultMessage: string }, values?: Record<string, string | number>) =>
    formatMessage(descriptor, values)
  const failed = () => setError(say(t('failed')))

  async function find(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setErased(null)
    if (!isRequestAddress(email.trim())) {
      setShown(null)
      return setError(say(t('invalid')))
    }
    setBusy(true)
    try {
      const { data } = await post(PERSONAL_DATA_ROUTES.count, { email: email.trim() })
      const [counts, ticket] = [countsOf(data), ticketOf(data)]
      if (counts && ticket) setShown({ email: email.trim(), counts, ticket })
      else failed()
    } catch {
      failed()
    } finally {
      setBusy(false)
    }
  }

  async function download() {
    if (!shown) return
    setBusy(true)
    try {
      const ticket = encodeURIComponent(shown.ticket)
      const { data } = await get(`${PERSONAL_DATA_ROUTES.export}?ticket=${ticket}`, { responseType: 'blob' })
      if (data instanceof Blob) save(data, archiveName())
      else failed()
    } catch {
      failed()
    } finally {
      setBusy(false)
    }
  }

  async function erase() {
    if (!shown) return
    setBusy(true)
    try {
      const counts = countsOf((await post(PERSONAL_DATA_ROUTES.erase, { email: shown.email })).data)
      if (counts) {
        setErased({ email: shown.email, counts })
        setShown(null)
      } else failed()
    } catch {
      failed()
    } finally {
      setBusy(false)
    }
  }

  const describe = (counts: Counts) =>
    say(t('counts'), { messages: counts.contactMessages, applications: counts.jobApplications, files: counts.files })
  const nothing = shown && shown.counts.contactMessages + shown.counts.jobApplications === 0

  return (
    <Page.Main>
      <Page.Title>{say(MENU_LABEL)}</Page.Title>
      <Layouts.Header title={say(MENU_LABEL)} subtitle={say(t('subtitle'))} />
      <Layouts.Content>
        <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
          <Flex direction="column" alignItems="stretch" gap={5}>
            <form onSubmit={find} noValidate>
              <Flex direction="column" alignItems="flex-start" gap={3}>
                <Box width="100%" maxWidth="56rem">
                  <Field.Root name="email" error={error ?? undefined}>
                    <Field.Label>{say(t('email'))}</Field.Label>
                    <TextInput
                      type="email"
                      autoComplete="off"
                      value={email}
                      onChange={(event: { target: { value: string } }) => {
                        setEmail(event.target.value)
                        setShown(null)
                      }}
                    />
                    <Field.Error />
                  </Field.Root>
                </Box>
                <Button type="submit" size="L" loading={busy && !shown}>
                  {say(t('find'))}
                </Button>
              </Flex>
            </form>
            {shown ? (
              <Flex direction="column" alignItems="flex-start" gap={4} role="status">
                <Typography variant="omega">
                  {nothing
                    ? say(t('none'), { email: shown.email })
                    : say(t('found'), {
                        email: shown.email,
                        counts: describe(shown.counts),
                      })}
                </Typography>
                {nothing ? null : (
                  <Flex gap={2}>
                    <Button variant="secondary" onClick={download} disabled={busy}>
                      {say(t('download'))}
                    </Button>
                    <Dialog.Root>
                      <Dialog.Trigger>
                        <Button variant="danger-light" disabled={busy}>
                          {say(t('erase'))}
                        </Button>
                      </Dialog.Trigger>
                      <Dialog.Content>
                        <Dialog.Header>{say(t('erase-title'))}</Dialog.Header>
                        <Dialog.Body>
                          <Typography>
                            {say(t('erase-body'), { counts: describe(shown.counts), email: shown.email })}
                          </Typography>
                        </Dialog.Body>
                        <Dialog.Footer>
                          <Dialog.Cancel>
                            <Button variant="tertiary">{say(t('cancel'))}</Button>
                          </Dialog.Cancel>
                          <Dialog.Action>
                            <Button variant="danger" onClick={erase}>
                              {say(t('erase-confirm'))}
                            </Button>
                          </Dialog.Action>
                        </Dialog.Footer>
                      </Dialog.Content>
                    </Dialog.Root>
                  </Flex>
                )}
              </Flex>
            ) : null}
            {erased ? (
              <Typography variant="omega" role="status">
                {say(t('erased'), {
                  email: erased.email,
                  counts: describe(erased.counts),
                })}
              </Typography>
            ) : null}
            <Typography variant="pi" textColor="neutral600">
              {say(t('mail'))}
            </Typography>
          </Flex>
        </Box>
      </Layouts.Content>
    </Page.Main>
  )
}
