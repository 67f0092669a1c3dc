// Works out the metric-matched fallbacks of app/styles/fonts.css (decision 017) and checks them: in Debian's Chromium
// it measures Space Grotesk (the woff2 the site serves) against Liberation Sans, which has Arial's metrics, over copy
// of the site in both languages, regular and bold, and prints the @font-face descriptors. Capitals need their own
// size: Space Grotesk's are about 10 % narrower than Arial's next to its lower case, so all-caps text (headings such
// as WE MAKE YOU STAND OUT FROM THE CROWD, small uppercase labels) uses the Caps fallback. Then it sets the same copy
// in the fallbacks as fonts.css declares them and prints how far their widths land from the real font's.
// Run: node scripts/media/font-fallback.mjs
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/chromium.mjs'

const require = createRequire(import.meta.url)
const font = readFileSync(
  require.resolve('@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2'),
).toString('base64')
const css = readFileSync(new URL('../../app/styles/fonts.css', import.meta.url), 'utf8')
const fallbackFaces = css.slice(css.indexOf('@font-face {\n  font-family: "Space Grotesk Fallback'))

const samples = {
  text: [
    'We create your origin story. A creative and digital agency in Norway and Kosovo: brand, design and delivery.',
    'Vi skaper din opprinnelseshistorie. Et kreativt og digitalt byrå i Norge og Kosovo: merkevarebygging og design.',
    'Solutions & Services 01 Design 02 Development 03 Marketing Fun Facts Fiesta Where Work Meets Passion',
  ],
  caps: [
    'WE MAKE YOU STAND OUT FROM THE CROWD',
    'VI SKAPER DIN OPPRINNELSESHISTORIE',
    "LET'S TALK JOURNAL OPEN ROLES READ MORE",
    'TA KONTAKT TIDSSKRIFT LES MER WALLPAPERS',
  ],
}

const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage()
await page.setContent(`<style>
  @font-face { font-family: SG; src: url(data:font/woff2;base64,${font}) format("woff2-variations"); font-weight: 300 700; }
  ${fallbackFaces}
</style><body></body>`)
const result = await page.evaluate(async (samples) => {
  await document.fonts.load('400 100px SG')
  await document.fonts.load('700 100px SG')
  const width = (family, weight, texts) => {
    let total = 0
    for (const text of texts) {
      const span = document.createElement('span')
      Object.assign(span.style, {
        fontFamily: family,
        fontWeight: String(weight),
        fontSize: '100px',
        whiteSpace: 'nowrap',
      })
      span.textContent = text
      document.body.append(span)
      total += span.getBoundingClientRect().width
      span.remove()
    }
    return total
  }
  const context = document.createElement('canvas').getContext('2d')
  context.font = '1000px SG'
  const metrics = context.measureText('Hg')
  const out = { ascent: metrics.fontBoundingBoxAscent / 1000, descent: metrics.fontBoundingBoxDescent / 1000 }
  for (const [kind, texts] of Object.entries(samples))
    for (const weight of [400, 700]) {
      const own = width('SG', weight, texts)
      out[`${kind} ${weight}`] = {
        adjust: own / width('"Liberation Sans"', weight, texts),
        declared:
          width(kind === 'caps' ? '"Space Grotesk Fallback Caps"' : '"Space Grotesk Fallback"', weight, texts) / own,
      }
    }
  return out
}, samples)
await browser.close()

const percent = (value) => `${(value * 100).toFixed(2)}%`
for (const kind of ['text', 'caps'])
  for (const weight of [400, 700]) {
    const { adjust, declared } = result[`${kind} ${weight}`]
    console.log(
      `${kind === 'caps' ? 'Caps ' : ''}${weight === 400 ? 'regular (300–500)' : 'bold (600–800)'}: size-adjust ` +
        `${percent(adjust)}; ascent-override ${percent(result.ascent / adjust)}; descent-override ` +
        `${percent(result.descent / adjust)}; line-gap-override 0%. As fonts.css declares it: ${percent(declared)} of ` +
        `Space Grotesk's width`,
    )
  }
