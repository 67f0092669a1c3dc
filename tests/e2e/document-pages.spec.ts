import type { Page } from '@playwright/test'
import { dragStripByHalf, expect, gotoHydrated, test, waitForHydration } from './fixtures'
import { documentPages, reactPages } from './pages'

/*
 * Decision 055: pages whose every control is HTML, CSS and one small script ship no React and no hydration data; the
 * others hydrate the app. Each page of the first kind is checked for what it loads and carries; the shell's controls
 * are checked on both kinds, by keyboard and pointer.
 */

/** The scripts a page asked for, by path, and its HTML as the server sent it. */
async function load(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const response = await page.goto(path)
  const html = (await response?.text()) ?? ''
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  return { scripts, html }
}

for (const path of documentPages) {
  test(`${path} is a page without React: its one script, no hydration data, live`, async ({ page }) => {
    const { scripts, html } = await load(page, path)
    // One script in the page; what it fetches on demand (Lenis, a drag strip's code, a screen module: `x.module`) is
    // its own, never the app's.
    expect(html.match(/<script[^>]*\bsrc=/g)).toHaveLength(1)
    for (const script of scripts) expect(script).toMatch(/^\/assets\/document-[\w.-]+\.js$/)
    expect(html).not.toContain('$_TSR')
    expect(html).not.toContain('modulepreload')
    // Inline: the consent gate and the font's, the speculation rules and the screen modules' kept presses; no
    // app-start, no early clicks (JSON-LD is data, not script).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/ld+json'))
    expect(inline).toHaveLength(4)
    expect(inline.filter((tag) => tag.includes('speculationrules'))).toHaveLength(1)
    expect(html).toContain('$_moduleClicks')
    expect(html).not.toContain('$_earlyClicks')
  })
}

for (const path of reactPages) {
  test(`${path} is a React page: the app's code and its hydration data`, async ({ page }) => {
    const { scripts, html } = await load(page, path)
    expect(html).toContain('$_TSR')
    expect(scripts.some((script) => /^\/assets\/index-/.test(script))).toBe(true)
    expect(scripts.some((script) => script.includes('/document-'))).toBe(false)
  })
}

test('the careers strip, on a page without React, drags by half the mouse movement under its DRAG label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 })
  await gotoHydrated(page, '/careers')
  const strip = page.getByRole('region', { name: 'Life at the studio' })
  await expect(strip).toHaveAttribute('data-custom-cursor', '')
  const follower = page.getByTestId('cursor-follower')
  await strip.hover()
  await expect(follower).toHaveAttribute('data-visible', '')
  await expect(follower).toHaveText('DRAG')
  await dragStripByHalf(page, strip)
  // Off the strip, the label fades out.
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(follower).not.toHaveAttribute('data-visible')
})

test('a page without React prefetches the page a visitor reaches for, never the API', async ({ page }) => {
  await page.goto('/services')
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}')
  expect(rules.prefetch[0].eagerness).toBe('moderate')
  expect(JSON.stringify(rules)).toContain('/api/*')
})

/**
 * Clicks as Safari makes them: a clicked button is not focused (its mousedown's default is what focuses it), so a
 * dialog the click opens remembers <body> as the element to give focus back to.
 */
async function clickAsSafari(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'mousedown',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')) event.preventDefault()
      },
      true,
    )
  })
}

/** The menu, opened by a click on the dots (nothing focused before), and closed three ways: focus is on the dots after each. */
async function menuGivesFocusBack(page: Page, path: string) {
  await gotoHydrated(page, path)
  const dots = page.getByTestId('menu-dots')
  const menu = page.getByRole('dialog', { name: 'Main menu' })
  const closes: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['the close icon', () => menu.getByRole('button', { name: 'Close menu' }).click()],
    ['a click beside it', () => page.mouse.click(20, 400)],
  ]
  for (const [way, close] of closes) {
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur())
    await dots.click()
    await expect(menu).toBeVisible()
    await close()
    await expect(menu).toBeHidden()
    await expect(dots, `focus after ${way}`).toBeFocused()
  }
}

test.describe('the shell on both kinds of page', () => {
  for (const path of ['/contact', '/services']) {
    test(`${path}: the menu opens and closes by keyboard, focus goes in and comes back; links close it`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      const dots = page.getByTestId('menu-dots')
      const menu = page.getByRole('dialog', { name: 'Main menu' })
      await dots.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(dots).toBeFocused()
      await dots.click()
      await menu.getByRole('link', { name: /careers/ }).click()
      await expect(page).toHaveURL(/\/careers$/)
      await expect(menu).toBeHidden()
    })

    test(`${path}: a click that does not focus the dots (as in Safari) still gets focus back to them`, async ({
      page,
    }) => {
      await clickAsSafari(page)
      await menuGivesFocusBack(page, path)
    })

    test(`${path}: the cookie notice's Customize, a switch and Save work`, async ({ page }) => {
      await gotoHydrated(page, path)
      const popup = page.getByTestId('cookie-popup')
      await popup.getByRole('button', { name: 'Customize' }).click()
      const detail = page.getByRole('dialog', { name: 'Customize your cookie settings' })
      await detail.getByRole('switch', { name: 'Preference' }).click()
      await detail.getByRole('button', { name: 'Save my Preferences' }).click()
      await expect(popup).toBeHidden()
      expect(await page.evaluate(() => [localStorage.preferences, localStorage.statistics])).toEqual(['true', 'false'])
      await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
      await expect(detail.getByRole('switch', { name: 'Preference' })).toHaveAttribute('aria-checked', 'true')
    })

    test(`${path}: by keyboard, Customize, a switch and Save; and the flag`, async ({ page }) => {
      await gotoHydrated(page, path)
      const popup = page.getByTestId('cookie-popup')
      await popup.getByRole('button', { name: 'Customize' }).focus()
      await page.keyboard.press('Enter')
      const detail = page.getByRole('dialog', { name: 'Customize your cookie settings' })
      await expect(detail).toBeFocused()
      // Preference: a yes to statistics would load the analytics provider (consent.spec.ts watches that).
      const preference = detail.getByRole('switch', { name: 'Preference' })
      await preference.focus()
      await page.keyboard.press('Space')
      await expect(preference).toHaveAttribute('aria-checked', 'true')
      await detail.getByRole('button', { name: 'Save my Preferences' }).focus()
      await page.keyboard.press('Enter')
      await expect(popup).toBeHidden()
      expect(await page.evaluate(() => [localStorage.preferences, localStorage.statistics])).toEqual(['true', 'false'])
      await page
        .locator('header')
        .getByRole('link', { name: /bytt til norsk/i })
        .focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(path === '/contact' ? /\/kontakt$/ : /\/servicer$/)
      // Stored once the page is shown (a React page's navigation, or a new document's script).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('no')
    })
  }

  test.describe('in a browser without invoker commands or closedby (Safari before 26.2, Firefox before 144)', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        // As such a browser: the properties are missing, and the buttons' commands and light dismiss do nothing.
        Reflect.deleteProperty(HTMLButtonElement.prototype, 'command')
        Reflect.deleteProperty(HTMLButtonElement.prototype, 'commandForElement')
        Reflect.deleteProperty(HTMLDialogElement.prototype, 'closedBy')
        window.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof Element && event.target.closest('button[commandfor]')) event.preventDefault()
          },
          true,
        )
        document.addEventListener('DOMContentLoaded', () => {
          for (const dialog of document.querySelectorAll('dialog')) dialog.setAttribute('closedby', 'closerequest')
        })
      })
    })

    for (const path of ['/contact', '/services']) {
      test(`${path}: the menu opens, and closes by its icon and by a click beside it`, async ({ page }) => {
        await gotoHydrated(page, path)
        const dots = page.getByTestId('menu-dots')
        const menu = page.getByRole('dialog', { name: 'Main menu' })
        await dots.click()
        await expect(menu).toBeVisible()
        await menu.getByRole('button', { name: 'Close menu' }).click()
        await expect(menu).toBeHidden()
        await dots.click()
        await expect(menu).toBeVisible()
        await page.mouse.click(20, 400)
        await expect(menu).toBeHidden()
      })

      test(`${path}: clicked as Safari clicks, focus comes back to the dots after Escape, the icon, a click beside`, async ({
        page,
      }) => {
        await clickAsSafari(page)
        await menuGivesFocusBack(page, path)
      })
    }
  })

  test('a page without React stores its language; its flag leads to the other one', async ({ page }) => {
    await gotoHydrated(page, '/servicer')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('no')
    await page
      .locator('header')
      .getByRole('link', { name: /switch to english/i })
      .click()
    await expect(page).toHaveURL(/\/services$/)
    await waitForHydration(page)
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('')
  })
})

/** Opens a list as a returning visitor, scrolls its last card into view: the card, and where the page then is. */
async function scrolledToLastCard(page: Page, path: string, cards: string) {
  await gotoHydrated(page, path)
  await page.evaluate(() => localStorage.setItem('statistics', 'false'))
  const card = page.locator(cards).last()
  await card.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(0)
  return { card, y }
}

test('back and forward between a page without React and a React page return to where the visitor was', async ({
  page,
}) => {
  const { card, y: journalY } = await scrolledToLastCard(page, '/blogs', 'main h2 a[href^="/blogs/"]')
  await card.click()
  await expect(page).toHaveURL(/\/blogs\/.+/)
  await waitForHydration(page)
  // A new page starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await waitForHydration(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/blogs\/.+/)
  await page.goBack()
  await expect(page).toHaveURL(/\/blogs$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(journalY)
  await page.goForward()
  await expect(page).toHaveURL(/\/blogs\/.+/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('back and forward between React pages return to where the visitor was; a new page starts at the top', async ({
  page,
}) => {
  const { card, y: listY } = await scrolledToLastCard(page, '/projects', 'main a[href^="/projects/"]')
  await page.evaluate(() => Reflect.set(window, '$_sameDocument', true))
  await card.click()
  await expect(page).toHaveURL(/\/projects\/.+/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/projects$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY)
  // All in one document: the router's navigations, not the browser's.
  expect(await page.evaluate(() => Reflect.get(window, '$_sameDocument'))).toBe(true)
})
