import type { Page } from '@playwright/test'
import { expect, holdRequests, test } from './fixtures'

/*
 * The brand's typeface on a first visit (decision 017): when the font is slow, the page paints in the metric-matched
 * fallback and swaps to Space Grotesk when it arrives (never stays on the fallback for the page view), and the swap
 * moves nothing.
 */

/** The font the browser really drew an element's text with (Chromium's own answer, not the CSS's wish). */
async function renderedFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName).join(', ')
}

/**
 * The fallback matches Space Grotesk's widths on average (within 0.1 %), not word for word, so a line that ends within
 * a pixel or two of its box may still wrap differently; what is asserted is what Lighthouse reports as CLS 0.000.
 */
const CLS_ZERO = 0.001

for (const path of ['/about', '/no', '/kontakt', '/terms', '/tusen-takk']) {
  test(`${path}: a slow font swaps in, and moves nothing`, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('statistics', 'false')
      // Each shift with what moved (tag, class, start of its text), so a failure says where to look.
      const shifts: Array<{ value: number; moved: string[] }> = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!('value' in entry) || typeof entry.value !== 'number') continue
          const sources = 'sources' in entry && Array.isArray(entry.sources) ? entry.sources : []
          const moved = sources.map((source: { node?: Node | null }) => {
            const node = source.node
            const element = node instanceof Element ? node : node?.parentElement
            const text = (node?.textContent ?? '').trim().slice(0, 30)
            return `<${element?.tagName.toLowerCase()} class="${element?.className}"> "${text}"`
          })
          shifts.push({ value: entry.value, moved })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The font is held back until the page has been seen in the fallback (released by the test, not by a timer: a
    // slow server must not let the font arrive first).
    const release = await holdRequests(page, '**/*.woff2')
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('h1')).toBeVisible()
    // Painted before the font: in the fallback sized to it (Liberation Sans here, Arial or Helvetica elsewhere).
    expect(await renderedFont(page, 'h1')).toMatch(/Liberation Sans|Arial|Helvetica|Arimo/)
    // The footer's marquee, whose words would move as the face swaps in, waits unpainted (font-pending.ts)…
    const pending = () => page.evaluate(() => document.documentElement.hasAttribute('data-font-pending'))
    expect(await pending()).toBe(true)
    release()
    await expect.poll(() => renderedFont(page, 'h1'), { timeout: 10_000 }).toMatch(/Space Grotesk/)
    // … and shows once it is in.
    await expect.poll(pending).toBe(false)
    expect(await renderedFont(page, 'p')).toMatch(/Space Grotesk/)
    await page.waitForTimeout(300)
    const shifts: Array<{ value: number; moved: string[] }> = await page.evaluate(() =>
      'layoutShifts' in window && Array.isArray(window.layoutShifts) ? window.layoutShifts : [],
    )
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_ZERO)
  })
}
