import puppeteer from 'puppeteer-core'
import { chromiumLaunchOptions } from './tests/chromium.mjs'
import { readFileSync } from 'node:fs'
const html = await (await fetch('http://127.0.0.1:3211/')).text()
const kf = html.match(/@keyframes (logoIn_\w+)/)?.[1]
const variants = {
  base: '',
  opacityLogo: `@keyframes ${kf} { from { opacity: 0 } to { opacity: 1 } }`,
  noLogoAnim: `[class*=heroLogo_]{animation:none !important}`,
  noanim: '*{animation:none !important}',
}
const b = await puppeteer.launch({ executablePath: chromiumLaunchOptions.executablePath, args: chromiumLaunchOptions.args, headless: true })
for (const round of [0, 1, 2]) for (const [name, css] of Object.entries(variants)) {
  const ctx = await b.createBrowserContext()
  const p = await ctx.newPage()
  await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const cdp = await p.createCDPSession()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (css) await p.evaluateOnNewDocument((css) => {
    new MutationObserver((_, o) => { if (document.head) { const s = document.createElement('style'); s.textContent = css; document.head.append(s); o.disconnect() } }).observe(document, { childList: true, subtree: true })
  }, css)
  const file = `/tmp/trace-${name}.json`
  await p.tracing.start({ path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'] })
  await p.goto('http://127.0.0.1:3211' + (process.argv[2] ?? '/'), { waitUntil: 'load' })
  await new Promise((r) => setTimeout(r, 3500))
  await p.tracing.stop()
  await ctx.close()
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'))
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')
  const ev = traceEvents.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X')
  const sum = (n) => Math.round(ev.filter((e) => e.name === n).reduce((a, e) => a + e.dur, 0) / 1000)
  const tasks = ev.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts && e.dur > 50000)
  const tbt = Math.round(tasks.reduce((a, e) => a + e.dur / 1000 - 50, 0))
  const frames = ev.filter((e) => e.name === 'Paint').length
  console.log(`${round} ${name.padEnd(12)} layout ${sum('Layout')} style ${sum('UpdateLayoutTree')} paint ${sum('Paint')} (${frames}) tbt-ish ${tbt} long after fcp: ${tasks.map((t) => Math.round(t.dur / 1000)).join(',')}`)
}
await b.close()
