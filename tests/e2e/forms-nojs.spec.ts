import { writeFile } from 'node:fs/promises'
import { expect, storedEntries, test } from './fixtures'
import { serverFnId } from './servers'

/*
 * Both forms with JavaScript switched off (decision 005): real HTML forms posting to their own page, answered by the
 * server with a redirect when stored, or the page again with the errors and everything typed.
 */
test.use({ javaScriptEnabled: false })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

test('contact: a bad submission comes back with the errors, the input and focus on the first problem', async ({
  page,
}) => {
  await page.goto('/kontakt')
  await page.getByLabel('E-post').fill('ikke-en-adresse')
  await page.getByLabel('Emne').fill('Behold dette')
  await page.getByRole('button', { name: 'Send melding' }).click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByText('Navn er påkrevd')).toBeVisible()
  await expect(page.getByText('Ugyldig e-postadresse')).toBeVisible()
  await expect(page.getByText('Melding er påkrevd')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Vennligst rett feltene som er merket nedenfor.')
  await expect(page.getByLabel('Emne')).toHaveValue('Behold dette')
  await expect(page.getByLabel('E-post')).toHaveValue('ikke-en-adresse')
  await expect(page.getByLabel('Navn')).toBeFocused()
  await expect(page.getByLabel('Navn')).toHaveAccessibleDescription('Navn er påkrevd')
})

for (const [path, labels, thanks] of [
  [
    '/contact',
    { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message', send: 'Send message' },
    '/thank-you',
  ],
  [
    '/kontakt',
    { name: 'Navn', email: 'E-post', subject: 'Emne', message: 'Melding', send: 'Send melding' },
    '/tusen-takk',
  ],
] as const) {
  test(`contact ${path}: a valid message is stored once, then the thank-you page`, async ({ page }) => {
    const subject = `No JS ${path} ${Date.now()}`
    await page.goto(path)
    await page.getByLabel(labels.name).fill('Grace')
    await page.getByLabel(labels.email).fill('grace@example.org')
    await page.getByLabel(labels.subject).fill(subject)
    await page.getByLabel(labels.message).fill('Sent without JavaScript.')
    await page.getByRole('button', { name: labels.send }).click()
    await expect(page).toHaveURL(new RegExp(`${thanks}$`))
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(1)
  })
}

for (const job of [
  {
    path: '/careers/brand-designer',
    title: 'Brand Designer',
    labels: { name: 'Name', surname: 'Surname', email: 'Email', send: 'Send application' },
    sent: 'Application sent',
  },
  {
    path: '/karrierer/ansvarlig-for-sosiale-medier',
    title: 'Ansvarlig for sosiale medier',
    labels: { name: 'Fornavn', surname: 'Etternavn', email: 'E-post', send: 'Send søknad' },
    sent: 'Søknaden er sendt',
  },
]) {
  test(`application ${job.path}: stored with its CV, the page says so, a reload sends nothing again`, async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.org`
    await page.goto(job.path)
    await page.getByLabel(job.labels.name, { exact: true }).fill('Grace')
    await page.getByLabel(job.labels.surname).fill('Hopper')
    await page.getByLabel(job.labels.email).fill(email)
    await page
      .locator('input[name="file1"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: job.labels.send }).click()
    await expect(page).toHaveURL(new RegExp(`${job.path}\\?sent=1$`))
    await expect(page.getByRole('heading', { name: job.sent })).toBeVisible()
    await expect(page.getByRole('button', { name: job.labels.send })).toHaveCount(0)
    await page.reload()
    const stored = await storedEntries<{ position: string; file1: { mime: string } }>(
      'api::job-application.job-application',
      'email',
      email,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]?.position).toBe(job.title)
    expect(stored[0]?.file1.mime).toBe('application/pdf')
  })
}

test('application: a non-PDF renamed to .pdf is refused; the text stays and the visitor is asked to choose again', async ({
  page,
}) => {
  const email = `nojs.refused.${Date.now()}@example.org`
  await page.goto('/karrierer/merkevaredesigner')
  await page.getByLabel('Fornavn').fill('Grace')
  await page.getByLabel('Etternavn').fill('Hopper')
  await page.getByLabel('E-post').fill(email)
  await page.getByLabel('Melding').fill('Behold meldingen min.')
  await page.locator('input[name="file1"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG })
  await page.getByRole('button', { name: 'Send søknad' }).click()
  await expect(page.getByText('Bare PDF-, DOC- eller DOCX-filer godtas')).toBeVisible()
  await expect(page.getByText('velg CV-en (og brevet) på nytt')).toBeVisible()
  await expect(page.getByLabel('Melding')).toHaveValue('Behold meldingen min.')
  await expect(page.getByLabel('E-post')).toHaveValue(email)
  expect(await storedEntries('api::job-application.job-application', 'email', email)).toHaveLength(0)
})

test.describe('a file far past the limit', () => {
  // The page answers 413, which the browser logs as a failed load: that is the behaviour under test.
  test.use({ expectedConsoleErrors: /status of 413/ })

  test('is refused in the page, with the text that was typed still there', async ({ page }, testInfo) => {
    const email = `nojs.huge.${Date.now()}@example.org`
    await page.goto('/careers/brand-designer')
    await page.getByLabel('Name', { exact: true }).fill('Åse')
    await page.getByLabel('Surname').fill('Ødegård')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Message').fill('Keep my message — «please».')
    // Past the whole body's limit (two files and a margin), so the server reads none of the file.
    // From a file on disk, which Chromium reads itself: 30 MB handed over as a buffer crawls through the protocol.
    const huge = testInfo.outputPath('cv.pdf')
    await writeFile(huge, Buffer.alloc(30 * 1024 * 1024, 0x25))
    await page.locator('input[name="file1"]').setInputFiles(huge)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('The file is larger than 10 MB')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Åse')
    await expect(page.getByLabel('Surname')).toHaveValue('Ødegård')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Message')).toHaveValue('Keep my message — «please».')
    expect(await storedEntries('api::job-application.job-application', 'email', email)).toHaveLength(0)
  })
})

test('an application is for a job that exists, stored under that job’s own title whatever the post says', async ({
  request,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? '' }
  const email = `job-${Date.now()}@example.org`
  const fields = { name: 'Ada', surname: 'Lovelace', email, position: 'Chief Executive Officer' }
  const file1 = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF }
  // A career page that does not exist: not found, as its GET is, and nothing stored.
  const nowhere = await request.post('/careers/no-such-job-at-all', {
    headers: origin,
    multipart: { ...fields, file1 },
    maxRedirects: 0,
  })
  expect(nowhere.status()).toBe(404)
  // The same through the server function, naming a job that is not there: refused as input.
  const call = await request.post(`/_serverFn/${serverFnId('sendJobApplication')}`, {
    headers: { ...origin, 'Sec-Fetch-Site': 'same-origin', 'x-tsr-serverfn': 'true' },
    multipart: { ...fields, job: 'no-such-job-at-all', lang: 'en', file1 },
  })
  expect(call.status()).toBe(400)
  expect(await storedEntries('api::job-application.job-application', 'email', email)).toHaveLength(0)
  // A real one: the title stored is the job's, not the one the post names.
  const real = await request.post('/careers/frontend-developer', {
    headers: origin,
    multipart: { ...fields, file1 },
    maxRedirects: 0,
  })
  expect(real.status()).toBe(303)
  const stored = await storedEntries<{ position: string }>('api::job-application.job-application', 'email', email)
  expect(stored.map((entry) => entry.position)).toEqual(['Frontend Developer'])
})

test('a form POST from another site is refused', async ({ request }) => {
  const response = await request.post('/contact', {
    headers: { origin: 'https://elsewhere.example' },
    form: { firstName: 'Mallory', email: 'm@example.org', subject: 'x', message: 'y' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
})

test('application: without JavaScript the browser’s own file control is the picker (it names the chosen file)', async ({
  page,
}) => {
  await page.goto('/careers/frontend-developer')
  const input = page.locator('input[name="file1"]')
  await expect(input).toBeVisible()
  expect((await input.boundingBox())?.width ?? 0).toBeGreaterThan(100)
  // The styled label could not name the chosen file without a script, so it is not shown.
  await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`)).toBeHidden()
})
