import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type Page, test } from '@playwright/test'
import { everyPage } from '../e2e/pages'
import { renderDeferred } from '../e2e/render-deferred'

/** Where the pictures go (gitignored). */
const OUT = process.env.SHOTS_DIR ?? 'shots'

/** A phone (product.md's mobile layout, touch, no hover) and a laptop. */
const devices = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const

/** Narrower phones and tablets, `SHOTS_ALL_WIDTHS=1`: the e2e layout check's other widths. */
const extraDevices = {
  phone320: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
} as const

const only = process.env.SHOTS_ONLY ? new RegExp(process.env.SHOTS_ONLY) : null

/**
 * Scrolls through the page the way a reader would, so lazy images load and scroll-driven entrances play, then back to
 * the top: the full-page picture then shows every section as a visitor who scrolled there sees it.
 */
async function readThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.7))
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(120)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(600)
  await page.evaluate(() => document.fonts.ready)
}

/**
 * A full-page picture is taken with the window where it is, so what the browser leaves for later below it would be
 * blank: sections under `content-visibility: auto` are rendered, and scroll-driven entrances are shown in their end
 * state (reduced motion, below), as a visitor sees each section once it is in view.
 */
async function renderEverything(page: Page): Promise<void> {
  await renderDeferred(page)
  await page.evaluate(async () => {
    // Lazy images a quick scroll passed by (or that sit sideways in a strip) are loaded before the picture is taken.
    const images = Array.from(document.images)
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

async function shoot(browser: Browser, device: (typeof devices)[keyof typeof devices], path: string, file: string) {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' })
  // The choice made and the language hint dismissed, so neither covers the page (each has its own picture below).
  await context.addInitScript(() => {
    localStorage.setItem('preferences', 'false')
    localStorage.setItem('statistics', 'false')
    localStorage.setItem('languageHint', '1')
  })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  // Home's lower sections appear 1.7 s after load; the not-found message after about 6 s.
  await page.waitForTimeout(path === '/' || path === '/no' ? 2000 : 500)
  if (file.startsWith('not-found')) await page.waitForTimeout(6500)
  await readThrough(page)
  await renderEverything(page)
  await page.screenshot({ path: join(OUT, file), fullPage: true })
  await context.close()
}

mkdirSync(OUT, { recursive: true })
const chosen = process.env.SHOTS_ALL_WIDTHS ? { ...devices, ...extraDevices } : devices

for (const { name, path } of everyPage) {
  for (const [deviceName, device] of Object.entries(chosen)) {
    const file = `${name}.${deviceName}.png`
    if (only && !only.test(file)) continue
    test(file, async ({ browser }) => {
      await shoot(browser, device, path, file)
    })
  }
}

for (const [deviceName, device] of Object.entries(devices)) {
  for (const [lang, path] of [
    ['en', '/contact'],
    ['no', '/kontakt'],
  ] as const) {
    const file = `cookie-notice.${lang}.${deviceName}.png`
    if (only && !only.test(file)) continue
    test(file, async ({ browser }) => {
      const context = await browser.newContext({ ...device })
      const page = await context.newPage()
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.screenshot({ path: join(OUT, file) })
      await page.getByTestId('cookie-popup').getByRole('button').nth(2).click()
      // The settings' code comes when Customize is reached for: shot once they show.
      await page.getByRole('switch').first().waitFor()
      await page.screenshot({ path: join(OUT, file.replace('notice', 'details')) })
      await context.close()
    })
  }
}

/** The language hint: a browser that prefers Norwegian on an English page, and one that prefers English on a Norwegian. */
for (const [deviceName, device] of Object.entries(devices)) {
  for (const [lang, path, locale] of [
    ['no', '/about', 'nb-NO'],
    ['en', '/om-oss', 'en-GB'],
  ] as const) {
    const file = `language-hint.${lang}.${deviceName}.png`
    if (only && !only.test(file)) continue
    test(file, async ({ browser }) => {
      const context = await browser.newContext({ ...device, locale, reducedMotion: 'reduce' })
      await context.addInitScript(() => {
        localStorage.setItem('preferences', 'false')
        localStorage.setItem('statistics', 'false')
      })
      const page = await context.newPage()
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.getByRole('complementary', { name: lang === 'no' ? 'Språk' : 'Language' }).waitFor()
      await page.screenshot({ path: join(OUT, file) })
      await context.close()
    })
  }
}

/**
 * Each page's share card (decision 042), as the page names it in `og:image`: one per page type and language, saved as
 * drawn (`share-card.<page>.png`).
 */
for (const { name, path } of everyPage.filter((p) => !p.name.startsWith('not-found'))) {
  const file = `share-card.${name}.png`
  if (only && !only.test(file)) continue
  test(file, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    if (!card) throw new Error(`${path} names no og:image`)
    const response = await request.get(card)
    if (!response.ok()) throw new Error(`${card} answered ${response.status()}`)
    mkdirSync(OUT, { recursive: true })
    writeFileSync(join(OUT, file), await response.body())
  })
}
