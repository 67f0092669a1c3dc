import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '/work/main/tests/chromium.mjs'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const b = await chromium.launch(chromiumLaunchOptions)
for (const path of process.argv.slice(2)) {
const ctx = await b.newContext()
const p = await ctx.newPage()
const files = new Set()
p.on('response', r => { if (r.url().endsWith('.js')) files.add(new URL(r.url()).pathname) })
await p.goto('http://127.0.0.1:3007'+path, { waitUntil: 'networkidle' })
let tot = 0; const rows = []
for (const f of files) { const g = gzipSync(readFileSync('.output/public'+f), {level:9}).length; tot += g; rows.push([g, f]) }
rows.sort((a,b)=>b[0]-a[0]); console.log(path, (tot/1024).toFixed(1)); for (const r of rows) console.log('  ', r[0], r[1])
await ctx.close()
}
await b.close()
