import type { Page } from '@playwright/test'
import { expect, openWithScriptsHeld, test, waitForHydration } from './fixtures'
import { everyPage } from './pages'

/*
 * No button swallows a click made before the app's code arrives (decision 026): on every page in both languages, each
 * button whose action is the app's is clicked while every script is held back, the scripts are let through, and the
 * click's effect must show once the page has hydrated. Which buttons: every visible, enabled button of the page
 * (found on the live page), but for the submit buttons of forms (they post without JavaScript) and those that opt out
 * (`data-no-early-click`: the cookie notice's, which act at once without the app).
 */

test.describe.configure({ mode: 'parallel' })
test.use({ expectedConsoleErrors: null })

/** The buttons of the page whose clicks the app must keep, as a selector each (their order in the page). */
function appButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
    const kept = candidates.filter((el) => {
      if (el.closest('[data-no-early-click]')) return false
      if (el instanceof HTMLButtonElement && (el.disabled || (el.type === 'submit' && el.form))) return false
      // The app says it will not act on it now (the card game's cards before a shuffle).
      if (el.getAttribute('aria-disabled') === 'true') return false
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    })
    return kept.map((el) => `:is(button, [role="button"]) >> nth=${candidates.indexOf(el)}`)
  })
}

/** What a click on `selector` can change, read from the page: the button's own state, and what it opens or shows. */
function signals(page: Page, selector: string) {
  return page.locator(selector).evaluate((button) => {
    const attributes = ['aria-expanded', 'aria-pressed', 'aria-checked', 'aria-selected', 'aria-current', 'disabled']
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }
    return JSON.stringify({
      url: location.href,
      lang: document.documentElement.lang,
      own: attributes.map((name) => button.getAttribute(name)),
      text: button.textContent,
      live: [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].map((el) => el.textContent),
      dialogs: [...document.querySelectorAll('[role="dialog"], dialog')].filter(visible).length,
      frames: document.querySelectorAll('iframe').length,
    })
  })
}

for (const { name, path } of everyPage) {
  test(`${name}: every app button keeps a click made before the code arrives`, async ({ page }) => {
    // The cookie notice answered, so it covers nothing (its own early answers are consent.spec's).
    await page.addInitScript(() => {
      // Also runs in frames a button loads (the playlist's sandboxed embed), which have no storage.
      try {
        localStorage.setItem('statistics', 'false')
      } catch {}
    })
    // The buttons are found on the page as the server sent it, before its code: the same markup the app hydrates (the
    // suite checks that nothing moves while it does), and the load that is held for the first button's click.
    let release = await openWithScriptsHeld(page, path)
    const buttons = await appButtons(page)
    expect(buttons.length, 'no app button found').toBeGreaterThan(0)
    // A fresh load per button: About has a dozen, which took 24 s on a loaded machine.
    test.setTimeout(test.info().timeout + buttons.length * 5_000)
    for (const [index, button] of buttons.entries()) {
      if (index > 0) release = await openWithScriptsHeld(page, path)
      const before = await signals(page, button)
      await page.locator(button).click()
      expect(
        await page.evaluate(() => document.documentElement.dataset.hydrated),
        `${button}: too late`,
      ).toBeUndefined()
      release()
      await waitForHydration(page)
      await expect
        .poll(() => signals(page, button), { message: `the early click on ${button} of ${path} was lost` })
        .not.toBe(before)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })
}

// Clicked at several moments of the load: as soon as it shows, while the code arrives, and once live. One test per
// moment: three loads on a CPU slowed 4× outran one test's 30 s on a loaded CI machine.
for (const moment of ['painted', 'code-arriving', 'hydrated'] as const) {
  test(`a link clicked while the page hydrates navigates, also on a slowed CPU: ${moment}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const release = await openWithScriptsHeld(page, '/projects')
    const more = page.getByRole('link', { name: 'LOAD MORE' })
    await expect(more).toBeVisible()
    if (moment !== 'painted') release()
    if (moment === 'hydrated') await waitForHydration(page)
    await more.click()
    if (moment === 'painted') release()
    await expect(page).toHaveURL(/\/projects\?page=2$/)
    // 9 projects in the seed: the second page holds the last three.
    await expect(page.locator('main h2')).toHaveCount(9)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
}
