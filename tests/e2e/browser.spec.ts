import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type LaunchOptions, test } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.mjs'

/**
 * The browser every test and the bench launch runs no web page of its own beside the one under test: Chromium 156
 * loads its omnibox popup as a page of about 300 modules in a renderer for every window, which took a third of the time
 * of loading a page on two cores (tests/chromium.mjs). A Chromium that renames the feature would bring it back
 * silently; this sees it. The renderer is there as soon as the browser's first window is (checked against the browser
 * as Playwright alone starts it). An e2e spec, not a unit test: on a new machine Debian's Chromium is installed while the
 * unit tests run, and is there by the time these do.
 */
const profiles: string[] = []

async function chromeRenderers(options: LaunchOptions, popupExpected: boolean): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'origin-chromium-'))
  profiles.push(profile)
  const context = await chromium.launchPersistentContext(profile, options)
  try {
    // Waited for where it must appear: a slower machine may start it a moment after the first window.
    if (popupExpected) await expect.poll(() => countIn(profile)).toBeGreaterThan(0)
    else await context.newPage()
    return countIn(profile)
  } finally {
    await context.close()
  }
}

function countIn(profile: string): number {
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
}

test.afterAll(() => {
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true })
})

test.describe("the tests' Chromium", () => {
  test('starts no omnibox popup page', async () => {
    const plain = {
      executablePath: '/usr/bin/chromium',
      args: chromiumLaunchOptions.args.filter((arg) => !arg.startsWith('--disable-features=')),
    }
    // If this fails, this Chromium has no such page any more: the flag in tests/chromium.mjs can go.
    expect(await chromeRenderers(plain, true)).toBeGreaterThan(0)
    expect(await chromeRenderers(chromiumLaunchOptions, false)).toBe(0)
  })
})
