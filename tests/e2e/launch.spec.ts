import { execFile } from 'node:child_process'
import { PLACEHOLDER_EMAIL, PLACEHOLDER_RESOURCES_FOLDER, PLACEHOLDER_SOCIAL } from '@origin/shared/launch-placeholders'
import * as v from 'valibot'
import { strapiUrl } from '../ports'
import { expectLiveWithin5s } from './cms-edits'
import { cmsAdmin, expect, gotoHydrated, test } from './fixtures'
import { renderDeferred } from './render-deferred'

/*
 * Before launch the agency replaces what the seed made up where product.md gives no value: the e-mail address, the
 * social profiles, the design resources' folder, the offices' streets and map links (decision 080). Until then the
 * site shows none of them as if it were real, and `npm run check:launch` lists each one with where to change it,
 * failing; once they are replaced (here through the admin API, as the panel saves them) the site shows them and the
 * check passes.
 */

// These tests edit the site settings every page shows: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const uid = 'api::site-setting.site-setting'
const settingsPath = (locale: string) => `/single-types/${uid}?locale=${locale}`
const LOCALES = ['en', 'nb-NO'] as const

/** The fields the admin panel saves (the components without the ids the API gives them). */
const entry = v.object({
  data: v.object({
    tagline: v.nullable(v.string()),
    footerMarquee: v.nullable(v.string()),
    footerEmailLabel: v.nullable(v.string()),
    email: v.nullable(v.string()),
    resourcesFolderUrl: v.nullish(v.string()),
    offices: v.array(
      v.object({
        name: v.string(),
        street: v.nullish(v.string()),
        city: v.string(),
        postcode: v.string(),
        mapUrl: v.nullish(v.string()),
      }),
    ),
    social: v.array(v.object({ network: v.string(), url: v.string() })),
  }),
})
type Settings = v.InferOutput<typeof entry>['data']
const read = async (locale: string) => v.parse(entry, await cmsAdmin('GET', settingsPath(locale))).data
const publish = (locale: string) => cmsAdmin('POST', `/single-types/${uid}/actions/publish?locale=${locale}`, {})

/** The agency's own values, as an editor would enter them before launch. */
const REAL = {
  email: 'studio@origin-agency.invalid',
  resourcesFolderUrl: 'https://drive.example/origin-agency/free-resources',
  social: PLACEHOLDER_SOCIAL.map(({ network }) => ({
    network,
    url: `https://${network}.example/origin-agency-studio`,
  })),
}
const withOffices = (settings: Settings) => ({
  ...settings,
  ...REAL,
  offices: settings.offices.map((office, i) => ({
    ...office,
    street: `Storgata ${i + 1}`,
    mapUrl: `https://maps.example/origin-agency/${i + 1}`,
  })),
})

/** `npm run check:launch` against the test CMS: its exit code and what it printed. */
function checkLaunch(): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'scripts/check/launch.mjs'],
      { env: { ...process.env, STRAPI_URL: strapiUrl() } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    )
  })
}

test('as seeded, no placeholder is shown as real, and check:launch lists each with where to change it', async ({
  page,
}) => {
  const { code, out } = await checkLaunch()
  expect(code, out).toBe(1)
  for (const shown of [
    PLACEHOLDER_EMAIL,
    PLACEHOLDER_RESOURCES_FOLDER,
    ...PLACEHOLDER_SOCIAL.map((link) => link.url),
    'Office: Kosovo, 10000 Pristina (English): no street address',
    'Office: Norge, 4307 Sandnes (Norwegian): no street address',
    'Content Manager › Site settings › email',
    `${strapiUrl()}/admin/content-manager/single-types/${uid}?plugins[i18n][locale]=nb-NO`,
  ]) {
    expect(out).toContain(shown)
  }

  // The footer and the contact page: the offices product.md gives, no made-up address or profile.
  await gotoHydrated(page, '/contact')
  for (const part of [page.locator('footer'), page.locator('main aside')]) {
    await expect(part).toContainText('Sandnes, 4307')
    await expect(part.locator('a[href^="mailto:"]')).toHaveCount(0)
    await expect(part.getByRole('link', { name: /instagram|linkedin|behance|facebook|tiktok/i })).toHaveCount(0)
  }
  await expect(page.locator('footer')).not.toContainText('Write to us')
  expect(await page.content()).not.toContain(PLACEHOLDER_EMAIL)

  // The Creative Lab: a UI kit's folder is coming soon, in both languages; no social cards.
  for (const [path, kit, soon] of [
    ['/creative-lab', 'Dashboard UI kit', 'Coming soon'],
    ['/kreativ-lab', 'UI-sett for dashbord', 'Kommer snart'],
  ] as const) {
    await gotoHydrated(page, path)
    const resource = page.locator('#freebies li').filter({ has: page.getByRole('heading', { name: kit }) })
    await expect(resource).toContainText(soon)
    await expect(resource.getByRole('link')).toHaveCount(0)
    expect(await page.content()).not.toContain(PLACEHOLDER_RESOURCES_FOLDER)
  }
  await expect(page.locator('#lab-social')).toHaveCount(0)

  // The legal texts send a reader to the contact page instead of an address.
  await page.goto('/privacy')
  await expect(page.locator('main a[href="/contact"]').first()).toHaveText('our contact page')
})

test('replaced through the admin, every value shows: e-mail, six profiles in a new tab, the folder; check:launch passes', async ({
  page,
  request,
}) => {
  const original = { en: await read('en'), 'nb-NO': await read('nb-NO') }
  try {
    for (const locale of LOCALES) await cmsAdmin('PUT', settingsPath(locale), withOffices(original[locale]))
    // Saved, not yet published: the check says so, and still fails (visitors get the published version).
    const saved = await checkLaunch()
    expect(saved.code, saved.out).toBe(1)
    expect(saved.out).toContain('changed in the draft, not yet published: publish it')

    for (const locale of LOCALES) await publish(locale)
    const published = Date.now()
    await expectLiveWithin5s(published, async () =>
      (await (await request.get('/contact')).text()).includes(REAL.email),
    ).toBe(true)
    const passed = await checkLaunch()
    expect(passed.code, passed.out).toBe(0)
    expect(passed.out).toContain('No seed placeholders left')

    await gotoHydrated(page, '/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: REAL.email })).toHaveAttribute('href', `mailto:${REAL.email}`)
    await expect(footer).toContainText('Storgata 1')
    const social = footer.getByRole('region', { name: 'Follow us' }).getByRole('link')
    await expect(social).toHaveCount(6)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The footer's height before it is laid out counts the e-mail line and the profiles now (shell.spec.ts measures
    // it as seeded): on a phone they are a third of it.
    await page.setViewportSize({ width: 390, height: 800 })
    await gotoHydrated(page, '/terms')
    const estimate = await footer.evaluate((element) => element.getBoundingClientRect().height)
    await renderDeferred(page)
    await expect(footer.getByRole('region', { name: 'Follow us' })).toBeVisible()
    expect(
      Math.abs((await footer.evaluate((element) => element.getBoundingClientRect().height)) - estimate),
    ).toBeLessThanOrEqual(48)
    await page.setViewportSize({ width: 1440, height: 900 })

    // The lab: the kit from the studio's folder, and the social cards, each saying what the studio posts there
    // and as whom (not the footer's list again).
    await gotoHydrated(page, '/kreativ-lab')
    await expect(page.getByRole('link', { name: /^Hent UI-sett for dashbord/ })).toHaveAttribute(
      'href',
      REAL.resourcesFolderUrl,
    )
    await gotoHydrated(page, '/creative-lab')
    const cards = page.getByRole('region', { name: 'Follow the lab' }).getByRole('link')
    await expect(cards).toHaveCount(6)
    const footerText = await page.locator('footer').innerText()
    for (const card of await cards.all()) {
      const text = await card.innerText()
      expect(text).toMatch(/@origin-agency-studio/)
      const line = text.split('\n').find((part) => part.length > 25) ?? ''
      expect(line.length).toBeGreaterThan(25)
      expect(footerText).not.toContain(line)
    }
  } finally {
    for (const locale of LOCALES) {
      const { resourcesFolderUrl = null, ...rest } = original[locale]
      await cmsAdmin('PUT', settingsPath(locale), { ...rest, resourcesFolderUrl })
    }
    for (const locale of LOCALES) await publish(locale)
  }
})
