import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { everyPage } from '../e2e/pages'
import { type EngineName, launch, poll } from './driver'
import { isReady } from './page-checks'
import { BLANK_PATH, type Probe } from './probe'
import { startSite, WEBKIT } from './site'

/**
 * `npm run shots:engines`: full-page pictures of chosen pages in Firefox and WebKit (ENGINES picks others, Chromium
 * too) at 390 and 1440 px, in both languages, into shots/engines/ (gitignored), for a person to look at.
 * ENGINES_SHOTS_ONLY=<regex> picks pages by name (home.en, about.no, not-found.en…, as in tests/e2e/pages.ts).
 */
const ENGINES = (process.env.ENGINES ?? 'firefox,webkit').split(',').filter(Boolean) as EngineName[]
const only = new RegExp(process.env.ENGINES_SHOTS_ONLY ?? '')
const OUT = join('shots', 'engines')
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

let probe: Probe
let stopSite = async () => {}
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true })
  const started = await startSite()
  probe = started.probe
  stopSite = started.stop
}, 11 * 60_000)
afterAll(() => stopSite())

/** Renders what waits for the window (`content-visibility: auto`, lazy images), scrolled through as a reader would. */
function renderWhole(): Promise<void> {
  for (const element of document.querySelectorAll('*'))
    if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto')
      element.style.contentVisibility = 'visible'
  for (const image of document.images) image.loading = 'eager'
  return new Promise((resolve) => {
    const step = Math.round(innerHeight * 0.7)
    let y = 0
    const next = () => {
      window.scrollTo(0, y)
      y += step
      if (y < document.documentElement.scrollHeight) requestAnimationFrame(() => requestAnimationFrame(next))
      else {
        window.scrollTo(0, 0)
        const images = [...document.images].map((image) => image.decode().catch(() => undefined))
        Promise.all([document.fonts.ready, ...images]).then(() => resolve())
      }
    }
    next()
  })
}

for (const name of ENGINES)
  describe(name, () => {
    test('full-page pictures', { timeout: 15 * 60_000 }, async () => {
      const engine = await launch(name, probe.url, WEBKIT)
      try {
        for (const size of WIDTHS) {
          const tab = await engine.open(size)
          await tab.goto(`${probe.url}${BLANK_PATH}`)
          await tab.run(() => {
            localStorage.setItem('preferences', 'false')
            localStorage.setItem('statistics', 'false')
            localStorage.setItem('languageHint', '1')
          })
          for (const page of everyPage.filter((entry) => only.test(entry.name))) {
            await tab.goto(`${probe.url}${page.path}`)
            await poll(() => tab.run(isReady), `${name}: ${page.path} ready`)
            await tab.run(renderWhole)
            const file = join(OUT, `${name}-${size.width}-${page.name}.png`)
            await tab.screenshot(file)
            console.log(file)
          }
          await tab.close()
        }
      } finally {
        await engine.stop()
      }
    })
  })
