// Client JavaScript per route, in KB gzip: loads each page in Debian's Chromium against a running production server,
// waits until the network is idle (so lazily loaded chunks count too), and gzips every JavaScript response body.
// Usage: node scripts/bench/js-size.mjs [baseURL]   (default http://127.0.0.1:3000)

import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/chromium.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const routes = process.env.ROUTES?.split(',') ?? [
  '/',
  '/about',
  '/services',
  '/blogs',
  '/projects',
  '/contact',
  '/terms',
  '/no',
]

const browser = await chromium.launch(chromiumLaunchOptions)
const rows = []
for (const route of routes) {
  const page = await browser.newPage()
  const scripts = new Map()
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!type.includes('javascript')) return
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length)
    } catch {
      // Redirects and aborted requests have no body.
    }
  })
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
  rows.push({ route, files: scripts.size, kbGzip: Number((total / 1024).toFixed(1)) })
  await page.close()
}
await browser.close()
console.table(rows)
