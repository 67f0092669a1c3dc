import { SPEC_SERVER_PORTS } from '../ports'
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
    await gotoHydrated(page, at('/contact'))
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Email').fill('ada@example.org')
    await page.getByLabel('Subject').fill('Anyone there?')
    await page.getByLabel('Message').fill('Keep this text.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status')).toHaveText('Failed to send message. Please try again.')
    await expect(page.getByLabel('Message')).toHaveValue('Keep this text.')
    await expect(page.getByLabel('Subject')).toHaveValue('Anyone there?')
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
    await page.goto(at('/kontakt'))
    await page.getByLabel('Navn').fill('Ada')
    await page.getByLabel('E-post').fill('ada@example.org')
    await page.getByLabel('Emne').fill('Er noen der?')
    await page.getByLabel('Melding').fill('Behold denne teksten.')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send melding' }).click(),
    ])
    expect(response.status()).toBe(503)
    await expect(page.getByRole('status')).toHaveText('Kunne ikke sende melding. Vennligst prøv igjen.')
    await expect(page.getByLabel('Melding')).toHaveValue('Behold denne teksten.')
    await expect(page.getByLabel('Emne')).toHaveValue('Er noen der?')
  })
})
