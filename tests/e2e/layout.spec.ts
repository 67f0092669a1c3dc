import type { Browser, Page } from '@playwright/test'
import { everyPage, expect, reachDeferred, test } from './fixtures'
import { renderDeferred } from './render-deferred'

/**
 * What a visitor sees, checked on every page in both languages at the widths the layout must hold (a small and a common
 * phone, a tablet, a laptop, a wide screen):
 *
 * - the page is never wider than the window;
 * - no heading is cut: its text stays inside its own box, inside every ancestor that clips, and inside the window,
 *   except within a strip whose cards slide past the window on purpose (marked `data-scroller`);
 * - no link, button or label lies over text it does not contain, and no text over other text;
 * - no grid of like items leaves one alone on its last row (five and one, three in a row of four), unless its items
 *   come from the CMS in any number (marked `data-grid-flow`);
 * - with a mouse, every custom cursor's follower is visible and centred on the pointer, or for a preview photo beside
 *   it, clear of the row it previews and inside the window.
 *
 * Phones are emulated as phones (touch, the meta viewport); the wider two with a mouse, where the custom cursors live.
 * Boxes are measured under reduced motion, which shows every scroll-driven entrance in its end state (what a reader
 * sees); the cursors are tried with motion, since an entrance animation is what moved them once.
 */
const widths = [
  { width: 320, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1440, height: 900, phone: false },
  { width: 1920, height: 1080, phone: false },
] as const

/** How far text or a follower may stray (sub-pixel rounding, italic overhang) before it counts. */
const TOLERANCE_PX = 2

type Problem = string

/**
 * Home's lower sections appear 1.7 s after load (product.md): measured once their entrance has played out. A finished
 * animation that keeps no end state leaves `getAnimations()`, so the list empties when it is done.
 */
async function entrancesPlayed(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSAnimation && a.animationName.includes('appear'))),
  )
}

async function open(browser: Browser, size: (typeof widths)[number], path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: size.phone,
    hasTouch: size.phone,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${size.width % 256}.${path.length}` },
  })
  // The cookie notice is chosen away and the language hint dismissed: they float over the page by design and have
  // checks of their own (the hint's in language-hint.spec.ts).
  await context.addInitScript(() => {
    localStorage.setItem('preferences', 'false')
    localStorage.setItem('statistics', 'false')
    localStorage.setItem('languageHint', '1')
  })
  const page = await context.newPage()
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await entrancesPlayed(page)
  // The fonts must be in before anything is measured.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await renderDeferred(page)
  return page
}

/**
 * The page a width is checked on: one per page and kind of device (phones; the wider ones with a mouse), loaded at the
 * first of its widths and resized for the next, back at the top and under reduced motion again (the cursors' check
 * turns motion on). Loading it again at every width cost about 2 s a width on a 2-core machine; a resize is also what
 * visitors do (a turned tablet, a narrowed window).
 */
const opened = new Map<string, Page>()

async function pageAt(browser: Browser, size: (typeof widths)[number], path: string): Promise<Page> {
  const key = `${path} ${size.phone ? 'phone' : 'mouse'}`
  const page = opened.get(key)
  if (!page || page.isClosed()) {
    const fresh = await open(browser, size, path)
    opened.set(key, fresh)
    return fresh
  }
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: size.width, height: size.height })
  await page.evaluate(() => window.scrollTo(0, 0))
  // Resize observers and media-query listeners answer in the next frames: measured after two.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return page
}

/** The in-page checks of the first four bullets; returns one line per problem found. */
function measure(tolerance: number): Problem[] {
  const problems: Problem[] = []
  const viewport = document.documentElement.clientWidth
  const nameOf = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const id = element.id ? `#${element.id}` : ''
    return `<${element.tagName.toLowerCase()}${id}> "${text}"`
  }
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('.visually-hidden, [aria-hidden="true"] .visually-hidden')
  const textRects = (node: Node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0.5)
  }

  // 1. Never wider than the window.
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewport + 1) problems.push(`page is ${scrollWidth}px wide in a ${viewport}px window`)

  // 2. Headings whole.
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (!shown(heading)) continue
    const rects = textRects(heading)
    if (rects.length === 0) continue
    const text = {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    }
    // A word split across lines: only where a word cannot fit its line, and never by hyphenation (this Chromium has
    // no hyphenation dictionaries), so the heading is too big for its box. Hyphens and slashes may end a line.
    const words = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      if (!(node instanceof Text)) continue
      for (const word of node.data.matchAll(/[^\s\-–—/]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
        if (lines.size > 1) problems.push(`${nameOf(heading)} splits the word "${word[0]}" across lines`)
      }
    }
    const own = heading.getBoundingClientRect()
    if (text.left < own.left - tolerance || text.right > own.right + tolerance)
      problems.push(
        `${nameOf(heading)} is wider than its box (${Math.round(text.right - text.left)}px in ${Math.round(own.width)}px)`,
      )
    const inScroller = heading.closest('[data-scroller]') !== null
    if (!inScroller && (text.left < -tolerance || text.right > viewport + tolerance))
      problems.push(`${nameOf(heading)} runs past the window (${Math.round(text.left)}–${Math.round(text.right)}px)`)
    for (let box = heading.parentElement; box && box !== document.body; box = box.parentElement) {
      if (box.hasAttribute('data-scroller')) break
      const style = getComputedStyle(box)
      const clipsX = style.overflowX !== 'visible'
      const clipsY = style.overflowY !== 'visible'
      if (!clipsX && !clipsY) continue
      const r = box.getBoundingClientRect()
      const cutX = clipsX && (text.left < r.left - tolerance || text.right > r.right + tolerance)
      const cutY = clipsY && (text.top < r.top - tolerance || text.bottom > r.bottom + tolerance)
      if (cutX || cutY) problems.push(`${nameOf(heading)} is cut by ${nameOf(box).slice(0, 30)}`)
    }
  }

  // 3. No control over text it does not contain.
  const controls = Array.from(
    document.querySelectorAll('a[href], button, label, summary, [role="button"], input[type="submit"]'),
  ).filter((c) => shown(c) && c.getBoundingClientRect().width > 1)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const texts: { node: Text; rects: DOMRect[] }[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text) || !node.data.trim()) continue
    const parent = node.parentElement
    if (!parent || !shown(parent) || parent.closest('script, style, noscript, template')) continue
    texts.push({ node, rects: textRects(node) })
  }
  for (const control of controls) {
    // Per line box: a link that wraps covers its own two lines, not the rectangle around them.
    const boxes = Array.from(control.getClientRects()).filter((r) => r.width > 1 && r.height > 1)
    for (const { node, rects } of texts) {
      if (control.contains(node)) continue
      const hit = rects.some((r) =>
        boxes.some((box) => {
          const w = Math.min(box.right, r.right) - Math.max(box.left, r.left)
          const h = Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top)
          return w > tolerance && h > tolerance
        }),
      )
      if (hit) problems.push(`${nameOf(control)} lies over "${node.data.trim().slice(0, 30)}"`)
    }
  }

  // 4. No text over other text (an icon drawn over a title, a label run into its neighbour). A text's box is its
  // font's full height, which tight display type (line-height 0.9) overflows into the next line's space without any
  // ink there: each box is trimmed to its line height, and the overlap must be a good part of a line to count.
  const lineBoxes = texts.map(({ node, rects }) => {
    const parent = node.parentElement
    const lineHeight = parent ? Number.parseFloat(getComputedStyle(parent).lineHeight) : Number.NaN
    return rects.map((r) => {
      const trim = Number.isFinite(lineHeight) && lineHeight < r.height ? (r.height - lineHeight) / 2 : 0
      return new DOMRect(r.x, r.y + trim, r.width, r.height - trim * 2)
    })
  })
  for (let i = 0; i < texts.length; i++) {
    const a = texts[i]
    const aBoxes = lineBoxes[i] ?? []
    if (!a) continue
    for (let j = i + 1; j < texts.length; j++) {
      const b = texts[j]
      const bBoxes = lineBoxes[j] ?? []
      if (!b) continue
      const hit = aBoxes.some((r) =>
        bBoxes.some((q) => {
          const w = Math.min(q.right, r.right) - Math.max(q.left, r.left)
          const h = Math.min(q.bottom, r.bottom) - Math.max(q.top, r.top)
          return w > tolerance * 2 && h > Math.min(r.height, q.height) * 0.4
        }),
      )
      if (hit) problems.push(`"${a.node.data.trim().slice(0, 30)}" and "${b.node.data.trim().slice(0, 30)}" overlap`)
    }
  }

  // 5. No orphan in a grid of like items: rows counted by the items' tops; a last row of one under rows of more.
  for (const grid of document.querySelectorAll('*')) {
    if (!(grid instanceof HTMLElement) || !getComputedStyle(grid).display.endsWith('grid')) continue
    if (grid.hasAttribute('data-grid-flow') || !shown(grid)) continue
    const items = Array.from(grid.children).filter((child) => shown(child) && child.getBoundingClientRect().width > 1)
    if (items.length < 3) continue
    const first = items[0]
    if (!items.every((item) => item.tagName === first?.tagName && item.className === first?.className)) continue
    const rows = new Map<number, Element[]>()
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top)
      rows.set(top, [...(rows.get(top) ?? []), item])
    }
    const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row)
    const last = ordered.at(-1) ?? []
    const widest = Math.max(...(ordered[0] ?? []).map((item) => item.getBoundingClientRect().width))
    const lone = last[0]
    // A last item as wide as the grid is laid out on purpose (it spans the row).
    if (ordered.length > 1 && last.length === 1 && (ordered[0]?.length ?? 0) > 1 && lone) {
      if (lone.getBoundingClientRect().width < widest * 1.5)
        problems.push(`${nameOf(grid).slice(0, 50)} leaves one item alone on its last row (${items.length} items)`)
    }
  }
  return [...new Set(problems)]
}

/**
 * The last bullet: each area with a custom cursor, hovered, shows its follower centred on the pointer; a preview photo
 * (`data-custom-cursor="beside"`) beside the pointer instead, never over the hovered row, and in the window.
 */
async function checkCursors(page: Page): Promise<Problem[]> {
  const problems: Problem[] = []
  // A screen module's cursor is there once its code has come, as its area nears the window (decision 132).
  for (const root of await page.locator('[data-module]').all()) await reachDeferred(root)
  const areas = page.locator('[data-custom-cursor]')
  const count = await areas.count()
  for (let i = 0; i < count; i++) {
    const area = areas.nth(i)
    await area.scrollIntoViewIfNeeded()
    // The first row of a list (the journal's preview follows rows), else the area itself.
    const target = (await area.locator(':scope > li').count()) > 0 ? area.locator(':scope > li').first() : area
    const box = await target.boundingBox()
    const viewport = page.viewportSize()
    if (!box || !viewport) continue
    const x = Math.round(Math.min(Math.max(box.x + box.width / 2, 10), viewport.width - 10))
    const y = Math.round(Math.min(Math.max(box.y + Math.min(box.height / 2, 60), 10), viewport.height - 10))
    await page.mouse.move(1, 1)
    await page.mouse.move(x, y, { steps: 4 })
    const follower = page.locator('[data-testid="cursor-follower"][data-visible]')
    try {
      await expect(follower).toHaveCount(1, { timeout: 2000 })
    } catch {
      problems.push(`cursor ${i}: no follower shown at ${x},${y}`)
      continue
    }
    const shown = await follower.boundingBox()
    if (!shown) {
      problems.push(`cursor ${i}: follower has no box`)
      continue
    }
    if ((await area.getAttribute('data-custom-cursor')) === 'beside') {
      const row = await target.boundingBox()
      const apart =
        !row ||
        shown.x >= row.x + row.width ||
        shown.x + shown.width <= row.x ||
        shown.y >= row.y + row.height ||
        shown.y + shown.height <= row.y
      if (!apart) problems.push(`cursor ${i}: preview over the row it previews, pointer at ${x},${y}`)
      const whole =
        shown.x >= 0 &&
        shown.y >= 0 &&
        shown.x + shown.width <= viewport.width + TOLERANCE_PX &&
        shown.y + shown.height <= viewport.height + TOLERANCE_PX
      if (!whole) problems.push(`cursor ${i}: preview not whole in the window`)
      continue
    }
    const cx = shown.x + shown.width / 2
    const cy = shown.y + shown.height / 2
    if (Math.abs(cx - x) > 4 || Math.abs(cy - y) > 4)
      problems.push(`cursor ${i}: follower centred at ${Math.round(cx)},${Math.round(cy)}, pointer at ${x},${y}`)
    const inside = shown.x + shown.width > 0 && shown.y + shown.height > 0 && shown.x < viewport.width
    if (!inside || shown.y > viewport.height) problems.push(`cursor ${i}: follower off screen`)
  }
  await page.mouse.move(1, 1)
  return problems
}

for (const { name, path } of everyPage) {
  test.describe(`layout of ${path} (${name})`, () => {
    test.afterAll(async () => {
      for (const [key, page] of opened)
        if (key.startsWith(`${path} `)) {
          opened.delete(key)
          await page.context().close()
        }
    })
    for (const size of widths) {
      test(`at ${size.width} px`, async ({ browser }) => {
        // A page load, a measure of every text against every other, and a hover per cursor area: home at a wide window
        // took 12 s on a quiet machine and passed 30 s on a busy CI one.
        test.setTimeout(90_000)
        const page = await pageAt(browser, size, path)
        const problems = await page.evaluate(measure, TOLERANCE_PX)
        // The cursors as most visitors have them: with motion, where entrance animations leave their end states. The
        // same page is switched to motion (its entrances then play, as on a load with motion) rather than loaded again.
        if ((await page.locator('[data-custom-cursor]').count()) > 0) {
          await page.emulateMedia({ reducedMotion: 'no-preference' })
          await entrancesPlayed(page)
          problems.push(...(await checkCursors(page)))
        }
        expect(problems).toEqual([])
      })
    }
  })
}

test('the check finds the faults it is for', async ({ browser }) => {
  // A page with each fault on purpose, served from the site's origin so its CSS behaves as the site's does.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div style="width:500px">too wide</div>
    <div style="width:200px;overflow:hidden"><h2 style="width:200px;white-space:nowrap;font-size:40px">Merkevarebygging</h2></div>
    <h3 style="width:100px;white-space:nowrap">A heading longer than its box</h3>
    <h4 style="width:90px;font-size:20px;overflow-wrap:break-word">Merkevarebygging</h4>
    <p style="position:relative">Some text under a button<button style="position:absolute;left:0;top:0">Download</button></p>
    <p style="position:relative;width:90px;font-size:24px">Instagram<span aria-hidden="true" style="position:absolute;right:0;top:0">↗</span></p>
    <h2 style="font-size:120px;line-height:0.9;margin:0">180+</h2><p style="margin:8px 0 0">Tight display type above a line</p>
    <div data-scroller style="overflow-x:auto;width:300px"><h3 style="width:600px">Card that slides past on purpose</h3></div>
    <p style="width:160px">Words before <a href="#">a link that wraps over two lines</a> and words after it.</p>
    <ul style="display:grid;grid-template-columns:repeat(5,50px);width:250px"><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li></ul>
    <ul data-grid-flow style="display:grid;grid-template-columns:repeat(5,50px);width:250px"><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li></ul>
  </body></html>`)
  const problems = await page.evaluate(measure, TOLERANCE_PX)
  await page.close()
  expect(problems).toEqual([
    'page is 500px wide in a 390px window',
    expect.stringContaining('<h2> "Merkevarebygging" is wider than its box'),
    expect.stringContaining('<h2> "Merkevarebygging" is cut by <div>'),
    expect.stringContaining('<h3> "A heading longer than its box" is wider than its box'),
    expect.stringContaining('<h4> "Merkevarebygging" splits the word "Merkevarebygging" across lines'),
    expect.stringContaining('<button> "Download" lies over "Some text under a button"'),
    '"Some text under a button" and "Download" overlap',
    '"Instagram" and "↗" overlap',
    expect.stringContaining('<ul> "123456" leaves one item alone on its last row (6 items)'),
  ])
})
