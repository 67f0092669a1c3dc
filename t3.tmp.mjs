import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '/work/main/tests/chromium.mjs'
const b = await chromium.launch(chromiumLaunchOptions)
for (const vp of [{width:1280,height:720},{width:390,height:844},{width:1440,height:900}]) {
const ctx = await b.newContext({ viewport: vp })
const p = await ctx.newPage()
await p.goto('http://127.0.0.1:3007/creative-lab', { waitUntil: 'commit' })
await p.waitForLoadState('domcontentloaded')
console.log(vp.width, await p.evaluate(() => [document.querySelector('#game')?.getBoundingClientRect().top, document.documentElement.scrollHeight]))
await p.waitForLoadState('networkidle')
console.log(vp.width, await p.evaluate(() => [document.querySelector('#game')?.getBoundingClientRect().top, scrollY]))
await ctx.close()
}
await b.close()
