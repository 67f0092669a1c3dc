import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/*
 * Decision 041: a first visit whose browser prefers the other language sees one small, dismissible line in that
 * language offering the same page in it (its localized path); followed or dismissed, it never shows again; never a
 * redirect, the same HTML for crawlers and visitors without JavaScript, and no layout shift.
 */

test.use({ languageHint: true })

const hint = (page: Page) => page.getByRole('complementary', { name: /^(Språk|Language)$/ })

/**
 * The most layout shift a page may show: what Lighthouse shows as CLS 0.000 (fonts.spec.ts); a late font on a slow
 * machine may move a word by a pixel, which is not the hint's doing.
 */
const CLS_ZERO = 0.001

/** Layout shifts from the start of the page on (buffered), summed. */
async function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if ('value' in entry && typeof entry.value === 'number') total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => setTimeout(() => resolve(total)))
      }),
  )
}

/**
 * A first visit to a page in the language the browser does not prefer: the line it is offered (in the preferred
 * language, to the same page's localized path), and `later`, another page in the first page's language.
 */
const offers = [
  {
    prefers: 'Norwegian',
    locale: 'nb-NO',
    path: '/about',
    lang: 'nb-NO',
    text: 'Denne siden finnes også på norsk.',
    link: 'Les den på norsk',
    to: '/om-oss',
    close: 'Lukk',
    later: '/projects',
  },
  {
    prefers: 'English',
    locale: 'en-GB',
    path: '/karrierer/frontend-utvikler',
    lang: 'en',
    text: 'This page is also in English.',
    link: 'Read it in English',
    to: '/careers/frontend-developer',
    close: 'Close',
    later: '/blog',
  },
] as const

for (const offer of offers) {
  test.describe(`a browser that prefers ${offer.prefers}, on ${offer.path}`, () => {
    test.use({ locale: offer.locale })

    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, offer.path)
      await expect(hint(page)).toBeVisible()
      await expect(hint(page)).toHaveAttribute('lang', offer.lang)
      await expect(hint(page)).toContainText(offer.text)
      await expect(hint(page).getByRole('link', { name: offer.link })).toHaveAttribute('href', offer.to)
      expect(await shiftsSoFar(page)).toBeLessThan(CLS_ZERO)
    })

    /** Done with the hint, the visitor comes back as if for the first time (no language stored): still no hint. */
    const expectNeverAgain = async (page: Page) => {
      await expect(hint(page)).toHaveCount(0)
      await page.context().clearCookies()
      await gotoHydrated(page, offer.later)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(hint(page)).toHaveCount(0)
    }

    test('it steps aside for a form being filled in, its errors, and the menu', async ({ page }) => {
      // On a phone it once stayed over the form and covered an error message.
      await page.setViewportSize({ width: 390, height: 844 })
      const form = page.getByRole('form').first()
      if ((await form.count()) === 0) {
        await page.getByTestId('menu-dots').click()
        await expect(hint(page)).toBeHidden()
        return
      }
      await form.locator('input').first().focus()
      await expect(hint(page)).toBeHidden()
      await form.getByRole('button', { name: /send/i }).click()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
      await page.locator('h1').first().click()
      await expect(hint(page)).toBeHidden()
      // A first visit again (nothing stored), for the menu.
      await page.context().clearCookies()
      await page.evaluate(() => localStorage.removeItem('lang'))
      await gotoHydrated(page, offer.path)
      await expect(hint(page)).toBeVisible()
      await page.getByTestId('menu-dots').click()
      await expect(hint(page)).toBeHidden()
    })

    test(`followed, the line leads to ${offer.to} and never shows again`, async ({ page }) => {
      await hint(page).getByRole('link', { name: offer.link }).click()
      await expect(page).toHaveURL(new RegExp(`${offer.to}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNeverAgain(page)
    })

    test('dismissed from the keyboard, the line never shows again', async ({ page }) => {
      await hint(page).getByRole('button', { name: offer.close }).focus()
      await page.keyboard.press('Enter')
      await expectNeverAgain(page)
    })
  })
}

test.describe('a browser that prefers Norwegian', () => {
  test.use({ locale: 'nb-NO' })

  test('a Norwegian page says nothing, nor does a returning visitor who chose English', async ({ page, context }) => {
    await gotoHydrated(page, '/om-oss')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hint(page)).toHaveCount(0)
    // The language stored (as the site stores it after any page view): not a first visit.
    await context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    await context.addCookies([{ name: 'lang', value: '', url: page.url() }])
    await gotoHydrated(page, '/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hint(page)).toHaveCount(0)
  })
})

test.describe('a browser that prefers English, on an English page first', () => {
  test.use({ locale: 'en-US' })

  test('is not offered English back after choosing Norwegian with the flag', async ({ page }) => {
    await gotoHydrated(page, '/projects')
    await expect(hint(page)).toHaveCount(0)
    await page.locator('header a[hreflang]').click()
    await expect(page).toHaveURL(/\/projekter$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO')
    await expect(page.locator('main h2').first()).toBeVisible()
    await expect(hint(page)).toHaveCount(0)
  })
})

test.describe('a browser that prefers neither', () => {
  test.use({ locale: 'de-DE' })

  test('sees no hint on either language', async ({ page }) => {
    for (const path of ['/about', '/om-oss']) {
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(hint(page)).toHaveCount(0)
    }
  })
})

test('crawlers and visitors without JavaScript get the same HTML whatever language they ask for', async ({
  browser,
  baseURL,
}) => {
  // A React page: a page without React carries the hint's words in its HTML, hidden, for its script to show.
  const html = async (acceptLanguage: string) => {
    const response = await fetch(`${baseURL}/contact`, { headers: { 'Accept-Language': acceptLanguage } })
    expect(response.status).toBe(200)
    // Each answer has its own CSP nonce (decision 006): set aside, wherever it is written.
    const text = await response.text()
    const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(text)?.[1]
    return nonce ? text.replaceAll(nonce, 'NONCE') : text
  }
  const english = await html('en-US,en;q=0.9')
  expect(await html('nb-NO,nb;q=0.9,no;q=0.8')).toBe(english)
  expect(english).not.toContain('Denne siden finnes også på norsk')
  const noJs = await browser.newContext({ baseURL, locale: 'nb-NO', javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto('/contact')
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(hint(plain)).toHaveCount(0)
  await noJs.close()
})
