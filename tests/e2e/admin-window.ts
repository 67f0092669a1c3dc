import type { Browser, BrowserContext, Page } from '@playwright/test'
import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { adminToken, expect } from './fixtures'

/* The admin panel in a browser window, signed in as the first administrator (admin.spec.ts, admin-languages.spec.ts). */

/** The interface language the profile page saves on the administrator's account, and the admin opens in. */
export async function interfaceLanguage(language: string): Promise<void> {
  const response = await fetch(`${strapiUrl()}/admin/users/me`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ preferedLanguage: language }),
  })
  expect(response.status).toBe(200)
}

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** A new browser window signed in as the first administrator; the first call signs in through the form. */
export async function adminWindow(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page; thrown: string[] }> {
  const context = await browser.newContext({
    baseURL: strapiUrl(),
    viewport: { width, height: 800 },
    storageState: signedIn,
    acceptDownloads: true,
  })
  const page = await context.newPage()
  // Strapi's admin logs its own failed calls (features of its paid plans) as console errors: uncaught ones count here.
  const thrown: string[] = []
  page.on('pageerror', (error) => thrown.push(error.message))
  await page.goto('/admin')
  if (!signedIn) {
    await page.getByLabel('Email').fill(cmsEnv('ADMIN_EMAIL'))
    await page.getByLabel('Password').fill(cmsEnv('ADMIN_PASSWORD'))
    await page.getByLabel('Remember me').check()
    await page.getByRole('button', { name: 'Login' }).click()
  }
  const limited = page.getByText('Too many requests')
  await expect(page.getByRole('heading', { name: /^Hello/ }).or(limited)).toBeVisible({ timeout: 30_000 })
  await expect(limited, 'Strapi took five logins in five minutes already: run again in five minutes').toHaveCount(0)
  signedIn ??= await context.storageState()
  return { context, page, thrown }
}
