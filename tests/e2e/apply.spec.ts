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
  await expect(page.getByRole('status').filter({ hasText: 'Takk! Søknaden din er sendt.' })).toBeVisible()
  const stored = await storedEntries<{ position: string; file1: { mime: string } }>(
    'api::job-application.job-application',
    'email',
    email,
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]?.position).toBe('Frontend-utvikler')
  expect(stored[0]?.file1.mime).toBe('application/pdf')
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
