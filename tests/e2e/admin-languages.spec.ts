import type { Browser, Page } from '@playwright/test'
import * as v from 'valibot'
import { adminWindow, interfaceLanguage } from './admin-window'
import { adminFetch, cmsAdmin, documentIdOf, expect, test } from './fixtures'

/*
 * An entry's languages in the admin (issue 62): the ⋯ menu offers the whole entry first and says what deleting one
 * language leaves; the edit view says which language is being written, offers English for a new entry begun in
 * Norwegian, and says when the other language's site will not show an entry (a brand logo on /kreativ-lab).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.beforeEach(() => interfaceLanguage('en'))
test.afterEach(() => interfaceLanguage('en'))

const ARTICLES = '/admin/content-manager/collection-types/api::blog.blog'
const LOGOS = '/collection-types/api::origin3-logo.origin3-logo'
const SHOTS = process.env.ADMIN_SHOTS_DIR

/** An admin window at 1440 px in this interface language (the admin reads it from its storage as it loads). */
async function adminIn(browser: Browser, language: 'en' | 'no') {
  const window = await adminWindow(browser, 1440)
  await interfaceLanguage(language)
  await window.page.evaluate((chosen) => localStorage.setItem('strapi-admin-language', chosen), language)
  return window
}

/** A screenshot for review when ADMIN_SHOTS_DIR is set (the "shots of the changed admin screens"). */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

for (const [language, words] of [
  [
    'en',
    {
      more: 'More actions',
      whole: 'Delete entry in both languages',
      one: 'Delete only this language (English (en))',
      body: /Only this language’s version is deleted\. The other language stays/,
      cancel: 'Cancel',
      panel: 'You are editing the English version.',
      both: 'This entry exists in English and Norwegian.',
    },
  ],
  [
    'no',
    {
      more: 'Flere handlinger',
      whole: 'Slett oppføringen på begge språk',
      one: /^Slett bare dette språket \(/,
      body: /Bare versjonen på dette språket slettes\. Det andre språket blir stående/,
      cancel: /^(Avbryt|Cancel)$/,
      panel: 'Du redigerer versjonen på engelsk.',
      both: 'Denne oppføringen finnes på engelsk og norsk.',
    },
  ],
] as const) {
  test(`the ⋯ menu deletes the whole entry first, and says what deleting one language leaves (${language})`, async ({
    browser,
  }) => {
    const { context, page, thrown } = await adminIn(browser, language)
    const documentId = await documentIdOf('api::blog.blog', 'freelancer-vs-agency', 'en')
    await page.goto(`${ARTICLES}/${documentId}?plugins[i18n][locale]=en`)
    const panel = page.getByTestId('language-panel')
    await expect(panel.getByText(words.panel)).toBeVisible({ timeout: 30_000 })
    await expect(panel.getByText(words.both)).toBeVisible()

    await page.getByRole('button', { name: words.more, exact: true }).click()
    const deletes = page.getByRole('menuitem').filter({ hasText: /Delete|Slett/ })
    await expect(deletes).toHaveCount(2)
    await expect(deletes.nth(0)).toHaveText(words.whole)
    await expect(deletes.nth(1)).toHaveText(words.one)
    await shot(page, `admin-delete-menu-${language}`)
    await deletes.nth(1).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByText(words.body)).toBeVisible()
    await shot(page, `admin-delete-one-language-${language}`)
    await dialog.getByRole('button', { name: words.cancel }).click()
    await expect(dialog).toHaveCount(0)
    expect(thrown).toEqual([])
    await context.close()
  })
}

test('a new entry says which language it is written in, and one begun in Norwegian can start in English', async ({
  browser,
}) => {
  for (const language of ['en', 'no'] as const) {
    const { context, page, thrown } = await adminIn(browser, language)
    await page.goto(`${ARTICLES}/create?plugins[i18n][locale]=nb-NO`)
    const panel = page.getByTestId('language-panel')
    const norwegian =
      language === 'en' ? 'You are writing a new entry in Norwegian.' : 'Du skriver en ny oppføring på norsk.'
    await expect(panel.getByText(norwegian)).toBeVisible({ timeout: 30_000 })
    await shot(page, `admin-new-entry-${language}`)
    await panel
      .getByRole('link', { name: language === 'en' ? 'Start in English instead' : 'Begynn på engelsk i stedet' })
      .click()
    const english =
      language === 'en' ? 'You are writing a new entry in English.' : 'Du skriver en ny oppføring på engelsk.'
    // Strapi asks before leaving a new entry whose address it has already filled in.
    const leave = page.getByRole('alertdialog')
    await expect(leave.or(panel.getByText(english))).toBeVisible()
    if (await leave.isVisible()) await leave.getByRole('button', { name: /^(Confirm|Bekreft)$/ }).click()
    await expect(page).toHaveURL(/locale.*=en(&|$)/)
    await expect(panel.getByText(english)).toBeVisible()
    await expect(panel.getByRole('link')).toHaveCount(0)
    expect(thrown).toEqual([])
    await context.close()
  }
})

test('a brand logo in English only says the Norwegian Creative Lab will not list it', async ({ browser }) => {
  const created = await cmsAdmin('POST', `${LOGOS}?locale=en`, {
    LogoTitle: `Only English ${Date.now()}`,
    onDark: false,
  })
  const documentId = v.parse(v.object({ data: v.object({ documentId: v.string() }) }), created).data.documentId
  try {
    for (const language of ['en', 'no'] as const) {
      const { context, page, thrown } = await adminIn(browser, language)
      await page.goto(`/admin/content-manager${LOGOS}/${documentId}?plugins[i18n][locale]=en`)
      const panel = page.getByTestId('language-panel')
      const only =
        language === 'en'
          ? 'Only in English — the Creative Lab in Norwegian (/kreativ-lab) will not list this logo.'
          : 'Bare på engelsk – Kreativ-lab på norsk (/kreativ-lab) viser ikke denne logoen.'
      await expect(panel.getByText(only)).toBeVisible({ timeout: 30_000 })
      await shot(page, `admin-logo-one-language-${language}`)
      expect(thrown).toEqual([])
      await context.close()
    }
  } finally {
    await adminFetch(`${LOGOS}/${documentId}?locale=*`, { method: 'DELETE' })
  }
})

test('a single type says it is being edited, not written new: its address carries no document id', async ({
  browser,
}) => {
  const { context, page, thrown } = await adminIn(browser, 'en')
  await page.goto('/admin/content-manager/single-types/api::home.home?plugins[i18n][locale]=en')
  const panel = page.getByTestId('language-panel')
  await expect(panel.getByText('You are editing the English version.')).toBeVisible({ timeout: 30_000 })
  await expect(panel.getByText('This entry exists in English and Norwegian.')).toBeVisible()
  await expect(panel.getByText(/new entry/)).toHaveCount(0)
  expect(thrown).toEqual([])
  await context.close()
})
