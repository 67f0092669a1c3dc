import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { adminToken, expect, test } from './fixtures'

/*
 * The admin panel as the agency's first administrator meets it in a browser, the steps of docs/editors.md's first
 * hour: signed in, switched to Norwegian, the Content Manager opens with no guided tour over it (decision 090: its
 * tooltip at times crashed the admin into "Maximum update depth exceeded"), and Home's fields carry their Norwegian
 * names and explanations (decision 070). Nothing in it throws.
 */
/** The interface language the profile page saves on the administrator's account, and the admin opens in. */
async function interfaceLanguage(language: string): Promise<void> {
  const response = await fetch(`${strapiUrl()}/admin/users/me`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ preferedLanguage: language }),
  })
  expect(response.status).toBe(200)
}

test.beforeEach(() => interfaceLanguage('en'))
test.afterEach(() => interfaceLanguage('en'))

test("the admin: sign in, Norwegian, the Content Manager without Strapi's tour, Home's fields in Norwegian", async ({
  browser,
}) => {
  // A limit, not a pace: the admin is a large app, and CI's two cores build its pages slowly beside the suite's site.
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL: strapiUrl(), viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  // Strapi's admin logs its own failed calls (features of its paid plans) as console errors: uncaught ones count here.
  const thrown: string[] = []
  page.on('pageerror', (error) => thrown.push(error.message))

  // One login through the form (Strapi allows five per address in five minutes; the suite's API session is another).
  await page.goto('/admin')
  await page.getByLabel('Email').fill(cmsEnv('ADMIN_EMAIL'))
  await page.getByLabel('Password').fill(cmsEnv('ADMIN_PASSWORD'))
  await page.getByRole('button', { name: 'Login' }).click()
  const limited = page.getByText('Too many requests')
  await expect(page.getByRole('heading', { name: /^Hello/ }).or(limited)).toBeVisible({ timeout: 30_000 })
  await expect(limited, 'Strapi took five logins in five minutes already: run again in five minutes').toHaveCount(0)

  await page.goto('/admin/me')
  const language = page.getByRole('combobox', { name: 'Interface language' })
  await language.click()
  await page.getByRole('option', { name: 'Norwegian' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Språk i grensesnittet')).toBeVisible()

  await page.getByRole('link', { name: 'Innhold', exact: true }).first().click()
  const types = page.getByRole('navigation', { name: 'Innhold' })
  // The list of the first collection type has loaded: the tour's first step would be over it by now.
  await expect(types.getByRole('link', { name: 'Forside', exact: true })).toBeVisible({ timeout: 30_000 })
  await types.getByRole('link', { name: 'Forside', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Forside', level: 1 })).toBeVisible({ timeout: 30_000 })
  const headline = page.getByRole('textbox', { name: 'Overskrift', exact: true })
  await expect(headline).toBeVisible()
  await expect(page.getByText('De store ordene over videoen øverst på forsiden (/ og /no).')).toBeVisible()

  // Back to a list, where the tour opens its first step for a first administrator.
  await types.getByRole('link', { name: 'Prosjekt', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Prosjekt', level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.locator('[aria-labelledby="guided-tour-title"]')).toHaveCount(0)
  // Off as Strapi keeps it, so it stays off in this browser whatever the admin renders next.
  const tour = await page.evaluate(() => JSON.parse(localStorage.getItem('STRAPI_GUIDED_TOUR') ?? 'null'))
  expect(tour).toMatchObject({ enabled: false })
  expect(thrown).toEqual([])
  await context.close()
})
