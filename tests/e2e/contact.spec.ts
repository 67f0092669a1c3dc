import { axeViolations } from './axe'
import { contactForm, expectContactKept, fillContactForm, sendContactForm } from './contact-form'
import { expect, gotoHydrated, storedEntries, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

test('shows product.md messages on touched fields with the error style, in Norwegian too', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByLabel('Name')).toBeFocused()
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required')
  const email = page.getByLabel('Email')
  await email.fill('not-an-address')
  await email.blur()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAttribute('data-error', '')
  // The form showing its errors is as accessible as the empty one (axe runs on every route's first state).
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])).toEqual([])

  await gotoHydrated(page, '/kontakt')
  await page.getByLabel('Navn').focus()
  await page.getByLabel('Navn').blur()
  await expect(page.getByText('Navn er påkrevd')).toBeVisible()
})

test('a valid message is stored in the CMS, then the thank-you page follows', async ({ page }) => {
  const subject = `E2E ${Date.now()}`
  await gotoHydrated(page, '/kontakt')
  await sendContactForm(page, 'no', { subject, message: 'Hei! Vi trenger en ny nettside.' })
  await expect(page.getByRole('status').filter({ hasText: 'E-post er sendt' })).toBeVisible()
  await expect(page).toHaveURL(contactForm.no.thanks)
  expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(1)
})

for (const lang of ['en', 'no'] as const) {
  const copy = contactForm[lang]
  test(`${copy.path}: after a refused try, one click on Send sends, with the last field still focused`, async ({
    page,
  }) => {
    const subject = `Retry ${Date.now()} ${copy.path}`
    await gotoHydrated(page, copy.path)
    await page.getByRole('button', { name: copy.send }).click()
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4)
    // The visitor types the last field (the message) and goes straight for Send: no blur, no Tab.
    await fillContactForm(page, lang, { subject, message: 'A message after a refused try.' })
    await expect(page.getByLabel(copy.message)).toBeFocused()
    // A fixed value loses its message while it is typed, so nothing moves under the pointer at the click.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('_serverFn'))
    await page.getByRole('button', { name: copy.send }).click()
    await posted
    await expect(page).toHaveURL(copy.thanks)
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(1)
  })
}

test.describe('failure', () => {
  test.use({ expectedConsoleErrors: /\[contact\] message not sent|Failed to load resource/ })

  test('when sending fails, the visitor is told and nothing typed is lost', async ({ page }) => {
    const typed = { subject: 'Still here?', message: 'Keep this text.' }
    await gotoHydrated(page, '/contact')
    // The browser loses its connection to the site's server for this one request.
    await page.route('**/_serverFn/**', (route) => route.abort('failed'))
    await sendContactForm(page, 'en', typed)
    await expectContactKept(page, 'en', typed)
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('the server function refuses invalid input on its own, per field, and stores none of it', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36)
  await gotoHydrated(page, '/contact')
  // Find the server function's call from a real submission, then send it again directly, broken, as a script would.
  const [req] = await Promise.all([
    page.waitForRequest('**/_serverFn/**'),
    sendContactForm(page, 'en', {
      name: 'NAME-MARK',
      email: 'mark@example.org',
      subject: `Per field ${run}`,
      message: 'MESSAGE-MARK',
    }),
  ])
  expect(req.method()).toBe('POST')
  const sent = req.postData() ?? ''
  const send = async (replacements: [string, string][]) => {
    const data = replacements.reduce((body, [from, to]) => {
      expect(body, `the call carries ${from}`).toContain(`"${from}"`)
      return body.replace(`"${from}"`, JSON.stringify(to))
    }, sent)
    const response = await request.fetch(req.url(), {
      method: 'POST',
      headers: { ...req.headers(), origin: new URL(req.url()).origin },
      data,
    })
    expect(response.status()).toBeLessThan(500)
    return response.text()
  }
  // Each field with its own error...
  const allWrong = await send([
    ['NAME-MARK', ' '],
    ['mark@example.org', 'nope'],
    [`Per field ${run}`, ''],
    ['MESSAGE-MARK', '\u0000'],
  ])
  for (const key of ['nameRequired', 'emailInvalid', 'subjectRequired', 'messageRequired'])
    expect(allWrong).toContain(key)
  // ...and only the field that is wrong.
  const emailWrong = await send([
    ['mark@example.org', 'nope'],
    [`Per field ${run}`, `Per field ${run} (email wrong)`],
  ])
  expect(emailWrong).toContain('emailInvalid')
  for (const key of ['nameRequired', 'subjectRequired', 'messageRequired']) expect(emailWrong).not.toContain(key)
  // The page's own, valid submission is the only one stored.
  await expect(page).toHaveURL(/\/thank-you$/)
  const stored = await storedEntries<{ subject: string }>(
    'api::contact-message.contact-message',
    'subject',
    `Per field ${run}`,
    '$startsWith',
  )
  expect(stored.map((entry) => entry.subject)).toEqual([`Per field ${run}`])
})
