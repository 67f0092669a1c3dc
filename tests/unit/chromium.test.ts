import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type LaunchOptions } from '@playwright/test'
import { afterAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../chromium.mjs'

/**
 * The browser every test and the bench launch runs no web page of its own beside the one under test: Chromium 156
 * loads its omnibox popup as a page of about 300 modules in a renderer for every window, which took a third of the time
 * of loading a page on two cores (tests/chromium.mjs). A Chromium that renames the feature would bring it back
 * silently; this sees it. The renderer is there as soon as the browser's first window is (checked against the browser
 * as Playwright alone starts it).
 */
const profiles: string[] = []

async function chromeRenderers(options: LaunchOptions): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'origin-chromium-'))
  profiles.push(profile)
  const context = await chromium.launchPersistentContext(profile, options)
  try {
    let count = 0
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let command = ''
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      } catch {
        continue // gone since the listing
      }
      if (command.includes(`--user-data-dir=${profile}`) && command.includes('--top-chrome-webui')) count += 1
    }
    return count
  } finally {
    await context.close()
  }
}

afterAll(() => {
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true })
})

describe.skipIf(!existsSync('/usr/bin/chromium'))("the tests' Chromium", () => {
  it('starts no omnibox popup page', { timeout: 60_000 }, async () => {
    const plain = {
      executablePath: '/usr/bin/chromium',
      args: chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--disable-features=')),
    }
    // If this fails, this Chromium has no such page any more: the flag in tests/chromium.mjs can go.
    expect(await chromeRenderers(plain)).toBeGreaterThan(0)
    expect(await chromeRenderers(chromiumLaunchOptions)).toBe(0)
  })
})
