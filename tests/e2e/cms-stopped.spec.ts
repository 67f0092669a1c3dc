import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cmsEnv } from '../cms-env.mjs'
import { SPEC_SERVER_PORTS, strapiUrl } from '../ports'
import { contactForm, expectContactKept, sendContactForm } from './contact-form'
import { expect, gotoHydrated, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * Runs only with the CMS really stopped (scripts/test.sh stops the test Strapi, then runs the `cms-stopped`
 * project): the site keeps answering. The suite's server has its outbox (decision 030): a message is received and
 * kept for when the CMS is back. A server without one (OUTBOX_MAX_ENTRIES=0, as when the outbox is full) says the
 * message could not be sent and keeps what was typed. (tests/e2e/outbox.spec.ts delivers what was kept.)
 */

const outboxDir = process.env.E2E_OUTBOX_DIR ?? ''
/** Entries whose exact bytes carry this subject: the two tests below run side by side on one outbox. */
const kept = async (subject: string) => {
  const bodies = (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith('.body'))
  const texts = await Promise.all(bodies.map((name) => readFile(join(outboxDir, name), 'utf8').catch(() => '')))
  return texts.filter((text) => text.includes(subject)).length
}

test.describe('with the outbox', () => {
  test('contact with JavaScript: the thank-you page, the message kept', async ({ page }) => {
    const subject = `Is anyone there? ${Date.now()}`
    await gotoHydrated(page, '/contact')
    await sendContactForm(page, 'en', { subject, message: 'Keep this text.' })
    await expect(page).toHaveURL(contactForm.en.thanks)
    expect(await kept(subject)).toBe(1)
  })

  test('kontakt without JavaScript: 303 to the thank-you page, the message kept', async ({ request }) => {
    const subject = `Er noen der? ${Date.now()}`
    const response = await request.post('/kontakt', {
      form: { firstName: 'Ada', email: 'ada@example.org', subject, message: 'Hei' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe('/tusen-takk')
    expect(await kept(subject)).toBe(1)
  })
})

test.describe('without an outbox', () => {
  let site: SiteServer | undefined
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    site = await startSite(SPEC_SERVER_PORTS.cmsStopped + test.info().workerIndex, {
      CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'),
      OUTBOX_MAX_ENTRIES: '0',
    })
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test.describe('with JavaScript', () => {
    test.use({ expectedConsoleErrors: /\[contact\] message not sent/ })

    test('contact: the failure message, the input kept, no crash', async ({ page }) => {
      const typed = { subject: 'Is anyone there?', message: 'Keep this text.' }
      await gotoHydrated(page, `${site?.url}/contact`)
      await sendContactForm(page, 'en', typed)
      await expectContactKept(page, 'en', typed)
      await expect(page).toHaveURL(/\/contact$/)
    })
  })

  test.describe('without JavaScript', () => {
    // The page comes back with the message, answered 503: the CMS could not store it (the browser logs the status).
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 503/ })

    test('kontakt: the failure message in Norwegian, the input kept', async ({ page }) => {
      const typed = { subject: 'Er noen der?', message: 'Behold denne teksten.' }
      await page.goto(`${site?.url}/kontakt`)
      await sendContactForm(page, 'no', typed)
      await expectContactKept(page, 'no', typed)
    })

    test('the plain post answers 503 with the page, so scripts and logs see that nothing was stored', async ({
      request,
    }) => {
      const response = await request.post(`${site?.url}/kontakt`, {
        form: { firstName: 'Ada', email: 'ada@example.org', subject: 'Er noen der?', message: 'Hei' },
        failOnStatusCode: false,
      })
      expect(response.status()).toBe(503)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(await response.text()).toContain(contactForm.no.failed)
    })
  })
})

test('the server keeps serving pages that do not need the CMS', async ({ request }) => {
  for (const path of ['/contact', '/thank-you']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
  }
})

test.describe('pages that need the CMS', () => {
  test.use({ expectedConsoleErrors: /status of 503|content service is unavailable/ })

  test('say so in their language with a retry, answer 503, and keep the shell working', async ({ page, request }) => {
    // The legal texts, home, services and about are the editors' too (decisions 035, 038, 040).
    for (const path of ['/terms', '/', '/services', '/om-oss'])
      expect((await request.get(path)).status(), path).toBe(503)
    const response = await request.get('/projekter')
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBe('30')
    expect(response.headers()['cache-control']).toBe('no-store')
    // The CMS's address never reaches the browser.
    expect(await response.text()).not.toContain(new URL(strapiUrl()).host)

    // Hydrated first: the retry is the app's, and a click while it re-renders the page could land on a leaving node.
    await gotoHydrated(page, '/projekter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denne siden kunne ikke lastes')
    await page.getByRole('button', { name: 'Prøv igjen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denne siden kunne ikke lastes')
    await page.getByRole('link', { name: 'Gå til forsiden' }).click()
    await expect(page).toHaveURL(/\/no$/)
    // Home's words are the editors' too: it says so in turn, and the shell still takes the visitor on.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denne siden kunne ikke lastes')
    await page.locator('footer nav a[href="/kontakt"]').click()
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TA KONTAKT')
  })
})
