import { contactForm, expectContactKept, fillContactForm, sendContactForm } from './contact-form'
import { expect, gotoHydrated, storedEntries, test } from './fixtures'

/* What the forms refuse: the honeypot a bot fills in, and a client sending more than the rate limit allows. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

test('contact: a filled-in honeypot looks sent to the bot but nothing is stored', async ({ page }) => {
  const subject = `Honeypot ${Date.now()}`
  await gotoHydrated(page, '/contact')
  await fillContactForm(page, 'en', { name: 'Bot', email: 'bot@example.org', subject, message: 'Buy now' })
  // People never see or reach the field; a bot filling every input does.
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: contactForm.en.send }).click()
  await expect(page).toHaveURL(contactForm.en.thanks)
  expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(0)
})

test('application: a filled-in honeypot is dropped without storing anything', async ({ page }) => {
  const email = `honeypot.${Date.now()}@example.org`
  await gotoHydrated(page, '/careers/frontend-developer')
  await page.getByLabel('Name', { exact: true }).fill('Bot')
  await page.getByLabel('Surname').fill('Net')
  await page.getByLabel('Email').fill(email)
  await page.locator('input[name="file1"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeFocused()
  expect(await storedEntries('api::job-application.job-application', 'email', email)).toHaveLength(0)
})

test.describe('rate limit', () => {
  // The browser reports the 429 itself, as it does every failed request.
  test.use({
    expectedConsoleErrors:
      /\[(contact|apply)\] (message|application) not sent: rate-limited|the server responded with a status of 429/,
  })

  test('contact: the sixth message in ten minutes from one client is refused, kindly and in Norwegian', async ({
    page,
    request,
  }) => {
    // Four attempts (here without JavaScript, as a script would post) use part of this client's allowance...
    for (let i = 0; i < 4; i++) {
      const response = await request.post('/kontakt', { form: { firstName: '', email: '', subject: '', message: '' } })
      // The page again with the errors: 422, the visitor's to correct.
      expect(response.status()).toBe(422)
    }
    // ...the fifth, a real message, is still within it and stored...
    const fifth = `Within the limit ${Date.now()}`
    const accepted = await request.post('/kontakt', {
      form: { firstName: 'Ada', email: 'ada@example.org', subject: fifth, message: 'Hei' },
      maxRedirects: 0,
    })
    expect(accepted.status()).toBe(303)
    expect(await storedEntries('api::contact-message.contact-message', 'subject', fifth)).toHaveLength(1)
    // ...so the sixth, although valid, is refused and not stored; what was typed stays.
    const subject = `Rate limited ${Date.now()}`
    const typed = { subject, message: 'Hei igjen' }
    await gotoHydrated(page, '/kontakt')
    await sendContactForm(page, 'no', typed)
    await expectContactKept(page, 'no', typed, 'For mange meldinger på kort tid. Vent noen minutter og prøv igjen.')
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(0)
    // Without JavaScript the refusal is the page again, with the same words, answered 429.
    const plain = await request.post('/kontakt', {
      form: { firstName: 'Ada', email: 'ada@example.org', subject, message: 'Hei igjen' },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(plain.status()).toBe(429)
    expect(await plain.text()).toContain('For mange meldinger på kort tid.')
  })

  test('application: the sixth in ten minutes from one client is refused, kindly, and not stored', async ({
    page,
    request,
  }) => {
    const PDF = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }
    const stamp = Date.now()
    // Four posts without a file, refused for their input, use part of this client's allowance...
    for (let i = 0; i < 4; i++) {
      const response = await request.post('/careers/frontend-developer', {
        multipart: { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org', position: 'Frontend Developer' },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(422)
    }
    // ...the fifth, complete, is within it and stored...
    const fifth = `within.${stamp}@example.org`
    const accepted = await request.post('/careers/frontend-developer', {
      multipart: { name: 'Ada', surname: 'Lovelace', email: fifth, position: 'Frontend Developer', file1: PDF },
      maxRedirects: 0,
    })
    expect(accepted.status()).toBe(303)
    expect(await storedEntries('api::job-application.job-application', 'email', fifth)).toHaveLength(1)
    // ...and the sixth, as complete, is refused in the form, with what was typed kept, and not stored.
    const sixth = `refused.${stamp}@example.org`
    await gotoHydrated(page, '/careers/frontend-developer')
    await page.getByLabel('Name', { exact: true }).fill('Ada')
    await page.getByLabel('Surname').fill('Lovelace')
    await page.getByLabel('Email').fill(sixth)
    await page.locator('input[name="file1"]').setInputFiles(PDF)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Too many applications in a short time. Please wait a few minutes and try again.',
    )
    await expect(page.getByLabel('Email')).toHaveValue(sixth)
    expect(await storedEntries('api::job-application.job-application', 'email', sixth)).toHaveLength(0)
  })

  test('every post counts, the honeypot’s too, and past the allowance a 20 MB post is refused unread', async ({
    request,
    baseURL,
  }) => {
    const PDF = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }
    // A bot fills the honeypot: each post looks sent to it, and each spends this client's allowance (decision 023)...
    for (let i = 0; i < 5; i++) {
      const bot = await request.post('/careers/frontend-developer', {
        multipart: { name: 'Bot', email: 'bot@example.org', website: 'https://spam.example', file1: PDF },
        maxRedirects: 0,
      })
      expect(bot.status()).toBe(303)
    }
    // ...so the sixth, 20 MB of it, is refused before its body is read: the page again, answered 429.
    const huge = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024, 37) }
    const refused = await request.post('/careers/frontend-developer', {
      multipart: { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org', file1: huge },
      headers: { origin: new URL(baseURL ?? '').origin },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(429)
    expect(refused.headers()['cache-control']).toBe('no-store')
    expect(await refused.text()).toContain('Too many applications in a short time.')
    // Each form has its own allowance: the contact form still takes this client's post.
    const contact = await request.post('/contact', {
      form: { firstName: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'Hi', website: 'x' },
      maxRedirects: 0,
    })
    expect(contact.status(), 'each form has its own allowance').toBe(303)
  })
})
