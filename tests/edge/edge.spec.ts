import { expect, test as request } from '@playwright/test'
import { test as page, storedEntries, waitForHydration } from '../e2e/fixtures'

/*
 * The site as a Cloudflare Worker (decision 007), served by local workerd against the seeded CMS. Three things only:
 * it renders, it reads the CMS, and it writes to the CMS. The full behaviour is the e2e suite's job on the Node build.
 * Pages use the e2e fixtures, so a console error in the browser (a missing asset, a script the CSP blocked) fails too.
 */

page('home: rendered by the worker, then hydrated from its static assets', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WE CREATE YOUR ORIGIN STORY')
  await waitForHydration(page)
})

page('a project page renders its title from the CMS', async ({ page }) => {
  const response = await page.goto('/projects/kode-labs')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kode Labs')
})

request('the contact form posted without JavaScript is stored by the CMS', async ({ request, baseURL }) => {
  const stamp = Date.now()
  const email = `edge-smoke-${stamp}@example.org`
  const response = await request.post('/contact', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    form: {
      firstName: 'Edge',
      email,
      subject: 'Edge smoke test',
      message: `Sent from local workerd at ${stamp}.`,
    },
    maxRedirects: 0,
  })
  // 303 only when the CMS answered 200/201 to the worker's POST with CMS_WRITE_TOKEN; a refusal re-renders the form.
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe('/thank-you')
  // And the CMS holds it, once, as sent.
  const stored = await storedEntries<{ firstName: string; message: string }>(
    'api::contact-message.contact-message',
    'email',
    email,
  )
  expect(stored.map(({ firstName, message }) => ({ firstName, message }))).toEqual([
    { firstName: 'Edge', message: `Sent from local workerd at ${stamp}.` },
  ])
})
