import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or an uncaught exception in the page: hydration mismatches, failed
 * requests and React warnings surface there first.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  /** Errors a test provokes on purpose (a failed submission is logged, as SPEC asks). */
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (expectedConsoleErrors?.test(message.text())) return
        // A 404 page logs its own 404 document load; that is the behaviour under test, not an error.
        if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Every public path of SPEC's route table, with a seeded slug for detail pages. */
export const publicPages = [
  { screen: 'home', en: '/', no: '/no' },
  { screen: 'about', en: '/about', no: '/om-oss' },
  { screen: 'careers', en: '/careers', no: '/karrierer' },
  { screen: 'career', en: '/careers/frontend-developer', no: '/karrierer/frontend-utvikler' },
  { screen: 'services', en: '/services', no: '/servicer' },
  { screen: 'blogs', en: '/blogs', no: '/blog' },
  { screen: 'blog', en: '/blogs/freelancer-vs-agency', no: '/blog/frilanser-eller-byra' },
  { screen: 'projects', en: '/projects', no: '/projekter' },
  { screen: 'project', en: '/projects/kode-labs', no: '/projekter/kode-labs-nor' },
  { screen: 'contact', en: '/contact', no: '/kontakt' },
  { screen: 'creativeLab', en: '/creative-lab', no: '/kreativ-lab' },
  { screen: 'thankYou', en: '/thank-you', no: '/tusen-takk' },
] as const

export const sharedPages = ['/terms', '/privacy', '/cookies'] as const

/** Opens a page and waits until React has hydrated it (the shell marks `<html data-hydrated>`). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Entries the CMS stored, read through its admin API with the admin from cms/.env (the running test CMS was started
 * from the same file): the proof that a form submission really landed.
 */
export async function storedEntries<T>(uid: string, field: string, value: string): Promise<T[]> {
  const env = Object.fromEntries(
    readFileSync('cms/.env', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  )
  const cms = process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const response = await fetch(
    `${cms}/content-manager/collection-types/${uid}?filters[${field}][$eq]=${encodeURIComponent(value)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  )
  return ((await response.json()) as { results: T[] }).results
}
