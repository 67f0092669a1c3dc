import { SPEC_SERVER_PORTS } from '../ports'
import { contactForm, expectContactKept, fillContactForm, sendContactForm } from './contact-form'
import { expect, gotoHydrated, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * A server started without CMS_WRITE_TOKEN (the forms' write access to the CMS): it says so in its log when it starts,
 * and each form tells the visitor, in their language, that the message could not be sent, keeping what they typed.
 * Malformed addresses and weak secrets stop the server at start instead (http-guard.spec.ts).
 */

let server: SiteServer | undefined

// One server per worker, so a failing test does not hide the others.
test.beforeAll(async () => {
  server = await startSite(SPEC_SERVER_PORTS.config + test.info().workerIndex, { CMS_WRITE_TOKEN: undefined })
})
const at = (path: string) => `${server?.url}${path}`

test.afterAll(async () => {
  await server?.stop()
})

test('the log says at start which feature is off and why', () => {
  expect(server?.output()).toMatch(
    /"event":"config","warning":"CMS_WRITE_TOKEN is not set: the contact and application forms/,
  )
})

test.describe('with JavaScript', () => {
  test.use({ expectedConsoleErrors: /\[(contact|apply)\] (message|application) not sent: unavailable/ })

  test('contact: the failure message, the input kept', async ({ page }) => {
    const typed = { subject: 'Anyone there?', message: 'Keep this text.' }
    await gotoHydrated(page, at('/contact'))
    await sendContactForm(page, 'en', typed)
    await expectContactKept(page, 'en', typed)
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('søknad: the failure message in Norwegian, the input kept', async ({ page }) => {
    await gotoHydrated(page, at('/karrierer/frontend-utvikler'))
    await page.getByLabel('Fornavn').fill('Ada')
    await page.getByLabel('Etternavn').fill('Lovelace')
    await page.getByLabel('E-post').fill('ada@example.org')
    await page
      .locator('input[name="file1"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
    await page.getByRole('button', { name: 'Send søknad' }).click()
    await expect(page.getByRole('status')).toHaveText('Søknaden kunne ikke sendes. Vennligst prøv igjen.')
    await expect(page.getByLabel('Fornavn')).toHaveValue('Ada')
    await expect(page.getByLabel('Etternavn')).toHaveValue('Lovelace')
    await expect(page.getByLabel('E-post')).toHaveValue('ada@example.org')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 503/ })

  test('kontakt: the failure message in Norwegian, answered 503, the input kept', async ({ page }) => {
    const typed = { subject: 'Er noen der?', message: 'Behold denne teksten.' }
    await page.goto(at('/kontakt'))
    await fillContactForm(page, 'no', typed)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: contactForm.no.send }).click(),
    ])
    expect(response.status()).toBe(503)
    await expectContactKept(page, 'no', typed)
  })
})
