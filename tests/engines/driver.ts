import { type ChildProcess, spawn } from 'node:child_process'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import sharp from 'sharp'
import WebDriver, { type Client } from 'webdriver'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { bringIntoView, scrollToRest } from './page-checks'
import { BLANK_PATH } from './probe'

/**
 * One small interface over the three engines, so each flow is written once (decision 093): Debian's Chromium and
 * Firefox ESR through Puppeteer (CDP and WebDriver BiDi), WebKitGTK's MiniBrowser through WebKitWebDriver (classic
 * WebDriver). A tab is one fresh profile (a browser context, a WebDriver session): no storage carried between tests.
 *
 * Everything a flow asks of the page goes through `run` (a self-contained function, its source sent to the page) and
 * the real input of `click`, `press` and `type`; conditions are polled with `until`, never waited for by time.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

export type Key = 'Escape' | 'Enter' | 'Tab' | 'Space' | 'ArrowDown'

export type Tab = {
  engine: EngineName
  goto: (url: string) => Promise<void>
  /** Runs `fn` in the page with JSON arguments and returns its JSON result (a promise is awaited). */
  run: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>
  /** A pointer click in the middle of the element the CSS selector finds first (scrolled into view). */
  click: (selector: string) => Promise<void>
  press: (key: Key) => Promise<void>
  /** Focuses the field and types into it, key by key. */
  type: (selector: string, text: string) => Promise<void>
  /** Errors the engine itself saw (Puppeteer's events); the probe sees the rest, in every engine. */
  seen: () => string[]
  screenshot: (file: string) => Promise<void>
  close: () => Promise<void>
}

export type Engine = {
  name: EngineName
  open: (options: { width: number; height: number; javaScript?: boolean }) => Promise<Tab>
  stop: () => Promise<void>
}

/** The page function's source, called with its arguments: the same text for CDP, BiDi and WebDriver. */
const callSource = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `(${fn.toString()})(...${JSON.stringify(args)})`

// ---- Chromium and Firefox: Puppeteer ----

async function puppeteerEngine(name: 'chromium' | 'firefox'): Promise<Engine> {
  const launched = (javaScript: boolean): Promise<Browser> =>
    name === 'chromium'
      ? puppeteer.launch({
          executablePath: chromiumLaunchOptions.executablePath,
          args: chromiumLaunchOptions.args,
          headless: true,
        })
      : puppeteer.launch({
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          // Firefox's BiDi has no emulation.setScriptingEnabled yet: a page without JavaScript is a browser of its own.
          extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
        })
  const browser = await launched(true)
  let noScript: Browser | null = null

  const open: Engine['open'] = async ({ width, height, javaScript = true }) => {
    let host = browser
    if (!javaScript && name === 'firefox') {
      noScript ??= await launched(false)
      host = noScript
    }
    const context = await host.createBrowserContext()
    const page: Page = await context.newPage()
    const seen: string[] = []
    page.on('pageerror', (error) => seen.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`))
    page.on('requestfailed', (request) => {
      const why = request.failure()?.errorText ?? ''
      // A request the page itself gave up (a navigation away, a video that has what it needs) did not fail.
      if (/ABORTED|NS_BINDING_ABORTED|NS_ERROR_ABORT/i.test(why)) return
      seen.push(`request failed: ${request.url()} ${why}`)
    })
    // Other origins' answers (the CMS's images and videos); the site's own are the probe's to judge.
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().startsWith(siteOrigin))
        seen.push(`${response.url()} answered ${response.status()}`)
    })
    if (!javaScript && name === 'chromium') await page.setJavaScriptEnabled(false)
    await page.setViewport({ width, height })
    return {
      engine: name,
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' })
      },
      // Sent as source text, as to WebDriver, so both see the same code; the type argument names what it returns.
      run: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
        page.evaluate<[], () => R>(callSource(fn, args)),
      click: async (selector) => {
        // Where it stays: a smooth scroll (Lenis, on wide screens) still moving the page would take the click elsewhere.
        const at = await page.evaluate<[], () => ReturnType<typeof bringIntoView>>(
          callSource(bringIntoView, [selector]),
        )
        if (!at) throw new Error(`${selector} never came to rest in the window with nothing over it`)
        await page.mouse.click(at.x, at.y)
      },
      press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
      type: async (selector, text) => {
        await page.focus(selector)
        await page.keyboard.type(text)
      },
      seen: () => seen.splice(0),
      screenshot: async (file) => {
        await page.screenshot({ path: file, fullPage: true })
      },
      close: () => context.close(),
    }
  }
  return {
    name,
    open,
    stop: async () => {
      await noScript?.close()
      await browser.close()
    },
  }
}

// ---- WebKit: WebKitWebDriver under Xvfb ----

// WebKitGTK's own capability, as WebdriverIO's types are meant to be extended with a vendor's.
declare global {
  namespace WebdriverIO {
    interface Capabilities {
      'webkitgtk:browserOptions'?: { binary: string; args: string[] }
    }
  }
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
/** WebDriver's code points for the keys the flows press. */
const KEYS: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  Space: ' ',
  ArrowDown: '\uE015',
}

async function webkitEngine(driverPort: number): Promise<Engine> {
  const children: ChildProcess[] = []
  // Xvfb picks a free display itself and writes its number on descriptor 3: no lock left by an earlier run is met.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  children.push(xvfb)
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(text.trim())
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)))
  })
  const driver = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: 'ignore',
  })
  children.push(driver)
  let exited = false
  driver.on('exit', () => {
    exited = true
  })
  const status = `http://127.0.0.1:${driverPort}/status`
  await poll(
    async () =>
      !exited &&
      (await fetch(status)
        .then((r) => r.ok)
        .catch(() => false)),
    'WebKitWebDriver',
  )

  // One session at a time (WebKitWebDriver allows no second), kept from flow to flow with its storage and cookies
  // cleared: a new MiniBrowser for every flow cost a second or two, and once hung its start past two minutes.
  let current: { client: Client; javaScript: boolean } | null = null
  const session = async (javaScript: boolean): Promise<Client> => {
    if (current?.javaScript === javaScript) {
      const { client } = current
      await client.navigateTo(`${siteOrigin}${BLANK_PATH}`)
      await client.deleteAllCookies()
      await client.executeScript('localStorage.clear(); sessionStorage.clear()', [])
      return client
    }
    await current?.client.deleteSession()
    current = null
    // Full screen: MiniBrowser's window has no toolbar then, and its viewport is the window's size (else the toolbar
    // takes 38 px and the window is never narrower than 447 px). No browserName: WebKitWebDriver refuses one here.
    const args = ['--automation', '--full-screen', ...(javaScript ? [] : ['--enable-javascript=false'])]
    const client: Client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: driverPort,
      path: '/',
      logLevel: 'silent',
      // A command that fails is the test's to report at once, not to be tried again.
      connectionRetryCount: 0,
      capabilities: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } },
    })
    current = { client, javaScript }
    return client
  }

  const open: Engine['open'] = async ({ width, height, javaScript = true }) => {
    const client = await session(javaScript)
    await client.setWindowRect(null, null, width, height)
    const element = async (selector: string): Promise<string> => {
      const found: Record<string, string> = await client.findElement('css selector', selector)
      const id = found[ELEMENT]
      if (!id) throw new Error(`no element ${selector}`)
      return id
    }
    const tab: Tab = {
      engine: 'webkit',
      goto: async (url) => {
        await client.navigateTo(url)
      },
      run: (fn, ...args) =>
        client.executeAsyncScript(`Promise.resolve(${callSource(fn, args)}).then(arguments[0])`, []),
      click: async (selector) => {
        // A real pointer where the element stays (see the other engines'). Not WebDriver's element click: its own
        // scrolling met Lenis's on wide screens, and a part under `content-visibility: auto` (the footer) was then
        // "not interactable" now and then.
        const at = await tab.run(bringIntoView, selector)
        if (!at) throw new Error(`${selector} never came to rest in the window with nothing over it`)
        await client.performActions([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', duration: 0, origin: 'viewport', x: at.x, y: at.y },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ])
      },
      press: (key) =>
        client.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: KEYS[key] },
              { type: 'keyUp', value: KEYS[key] },
            ],
          },
        ]),
      type: async (selector, text) => {
        await client.elementSendKeys(await element(selector), text)
      },
      // Nothing of the engine's own: the probe's capture reports WebKit's errors.
      seen: () => [],
      screenshot: async (file) => {
        // WebDriver's screenshot is the window (an element's too): the page is pictured window by window and the
        // pieces joined. Not a window as tall as the page, which would stretch whatever is sized by its height.
        const total = await tab.run(() => document.documentElement.scrollHeight)
        const pieces: { input: Buffer; top: number; left: number }[] = []
        for (let y = 0; y < total; y += height) {
          const top = await tab.run(scrollToRest, y)
          pieces.push({ input: Buffer.from(await client.takeScreenshot(), 'base64'), top, left: 0 })
          if (top + height >= total) break
        }
        await sharp({ create: { width, height: total, channels: 3, background: '#000' } })
          .composite(pieces)
          .png()
          .toFile(file)
      },
      // The session stays for the next flow (above).
      close: async () => {},
    }
    return tab
  }
  return {
    name: 'webkit',
    open,
    stop: async () => {
      await current?.client.deleteSession()
      for (const child of children.reverse()) {
        child.kill('SIGTERM')
        if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
      }
    },
  }
}

let siteOrigin = ''

/** Starts an engine; `origin` is the site's (the probe's), whose answers the probe judges itself. */
export function launch(name: EngineName, origin: string, webkit: { port: number }): Promise<Engine> {
  siteOrigin = origin
  return name === 'webkit' ? webkitEngine(webkit.port) : puppeteerEngine(name)
}

/** Thrown from a poll's check: ends the wait at once (a failure no later moment can mend). */
export class Stop extends Error {}

/** Polls `check` (every 100 ms) until it is true, at most `timeout` ms; fails with `what` otherwise. */
export async function poll(check: () => Promise<boolean> | boolean, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout
  let last: unknown = null
  while (Date.now() < end) {
    try {
      if (await check()) return
      last = null
    } catch (error) {
      if (error instanceof Stop) throw error
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`)
}
