import { expect, gotoHydrated, storedEntries, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

test('an application with a PDF CV is stored with its file and the job title as position', async ({ page }) => {
  const email = `ada.${Date.now()}@example.org`
  await gotoHydrated(page, '/karrierer/frontend-utvikler')
  await page.getByLabel('Fornavn').fill('Ada')
  await page.getByLabel('Etternavn').fill('Lovelace')
  await page.getByLabel('E-post').fill(email)
  await page.getByLabel('Telefonnummer').fill('+47 12345678')
  await page.getByLabel('Melding').fill('Jeg vil gjerne jobbe med dere.')
  await page.locator('input[name="file1"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText('Valgt: cv.pdf')).toBeVisible()
  await page.getByRole('button', { name: 'Send søknad' }).click()
  // The form makes way for a confirmation that takes focus, says what happens next, and keeps nothing typed.
  const sent = page.getByRole('heading', { name: 'Søknaden er sendt' })
  await expect(sent).toBeFocused()
  await expect(sent).toBeInViewport()
  await expect(page.getByTestId('application-sent')).toContainText('innen to uker')
  await expect(page.getByLabel('Fornavn')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send en ny søknad' }).click()
  await expect(page.getByLabel('Fornavn')).toHaveValue('')
  await expect(page.getByText('Valgt: cv.pdf')).toHaveCount(0)
  const stored = await storedEntries<{ position: string; file1: { mime: string } }>(
    'api::job-application.job-application',
    'email',
    email,
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]?.position).toBe('Frontend-utvikler')
  expect(stored[0]?.file1.mime).toBe('application/pdf')
})

for (const copy of [
  {
    path: '/careers/frontend-developer',
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    message: 'Message',
    send: 'Send application',
    sent: 'Application sent',
  },
  {
    path: '/karrierer/frontend-utvikler',
    name: 'Fornavn',
    surname: 'Etternavn',
    email: 'E-post',
    message: 'Melding',
    send: 'Send søknad',
    sent: 'Søknaden er sendt',
  },
]) {
  test(`${copy.path}: after a refused try, one click sends, with the last field still focused`, async ({ page }) => {
    const email = `retry.${Date.now()}@example.org`
    await gotoHydrated(page, copy.path)
    await page.getByRole('button', { name: copy.send }).click()
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4)
    await page.getByLabel(copy.name, { exact: true }).fill('Ada')
    await page.getByLabel(copy.surname).fill('Lovelace')
    await page.getByLabel(copy.email).fill(email)
    await page
      .locator('input[name="file1"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByLabel(copy.message).fill('Sent straight from the last field.')
    await expect(page.getByLabel(copy.message)).toBeFocused()
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    await page.getByRole('button', { name: copy.send }).click()
    await expect(page.getByRole('heading', { name: copy.sent })).toBeFocused()
    expect(await storedEntries('api::job-application.job-application', 'email', email)).toHaveLength(1)
  })
}

test('one picker per file: the styled label shows, the browser’s own control stays out of sight', async ({ page }) => {
  await gotoHydrated(page, '/careers/frontend-developer')
  for (const name of ['file1', 'file2']) {
    const input = page.locator(`input[name="${name}"]`)
    const box = await input.boundingBox()
    expect(box?.width ?? 0, name).toBeLessThanOrEqual(1)
    await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`)).toBeVisible()
  }
  // The hidden control is still how the keyboard reaches the picker, and its focus shows on the label.
  await page.getByLabel('Message').focus()
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name="file1"]')).toBeFocused()
  const label = page.locator(`label[for="${await page.locator('input[name="file1"]').getAttribute('id')}"]`)
  expect(await label.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
})

test.describe('refusals', () => {
  test.use({ expectedConsoleErrors: /\[apply\] application not sent/ })

  test('a non-PDF renamed to .pdf is refused with a clear message and the form keeps its input', async ({ page }) => {
    await gotoHydrated(page, '/careers/frontend-developer')
    await page.getByLabel('Name', { exact: true }).fill('Ada')
    await page.getByLabel('Surname').fill('Lovelace')
    await page.getByLabel('Email').fill('ada@example.org')
    await page
      .locator('input[name="file1"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG })
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('Only PDF, DOC or DOCX files are accepted')).toBeVisible()
    await expect(page.getByLabel('Surname')).toHaveValue('Lovelace')
    await expect(page.getByText('Chosen: cv.pdf')).toBeVisible()
  })

  test('the CV is required and the text fields are checked before sending', async ({ page }) => {
    await gotoHydrated(page, '/careers/frontend-developer')
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('Please attach your CV')).toBeVisible()
    await expect(page.getByText('This field is required')).toHaveCount(3)
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  })
})

test('product.md order: the job title, the application form, then the description, linked from the title', async ({
  page,
}) => {
  await gotoHydrated(page, '/karrierer/frontend-utvikler')
  const headings = await page.locator('main h1, main h2').allTextContents()
  expect(headings.slice(0, 3)).toEqual(['Frontend-utvikler', 'Søk på stillingen', 'Om stillingen'])
  await page.getByRole('link', { name: 'Les om stillingen først' }).click()
  await expect(page).toHaveURL(/#career-description$/)
  await expect(page.getByRole('heading', { name: 'Om stillingen' })).toBeInViewport()
})
