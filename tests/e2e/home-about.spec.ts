import { expect, gotoHydrated, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('statistics', 'false')
    localStorage.setItem('preferences', 'false')
  })
})

test.describe('home', () => {
  test('has SPEC sections in order, in both languages', async ({ page }) => {
    await gotoHydrated(page, '/')
    const headings = await page.locator('main h2').allTextContents()
    expect(headings.slice(0, 2)).toEqual(['here to transform, not conform', 'Brand, design and delivery'])
    await expect(page.getByRole('link', { name: /See More Projects/ })).toHaveAttribute('href', '/projects')
    await gotoHydrated(page, '/no')
    await expect(page.getByRole('heading', { name: 'her for å forandre, ikke tilpasse' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Se flere prosjekter/ })).toHaveAttribute('href', '/projekter')
  })

  test('the reel loads its sources only near the viewport and toggles play and pause', async ({ page }) => {
    await gotoHydrated(page, '/')
    const reel = page.getByTestId('reel')
    expect(await reel.locator('video source').count()).toBe(0)
    await reel.scrollIntoViewIfNeeded()
    await expect(reel.locator('video source')).toHaveCount(2)
    await expect(reel).toHaveAccessibleName('Play the showreel')
    await reel.click()
    await expect(reel).toHaveAttribute('aria-pressed', 'true')
    await expect(reel).toHaveAccessibleName('Pause the showreel')
    await reel.click()
    await expect(reel).toHaveAttribute('aria-pressed', 'false')
  })

  test('each testimonial shows its client’s logo, quote, name and position (SPEC), in both languages', async ({
    page,
  }) => {
    for (const [path, role] of [
      ['/', 'Marketing team, Northlight (software)'],
      ['/no', 'Markedsteamet, Northlight (programvare)'],
    ] as const) {
      await gotoHydrated(page, path)
      const cards = page.getByTestId('testimonial-strip').getByRole('listitem')
      await expect(cards).toHaveCount(4)
      for (const [index, client] of ['Northlight', 'Tregu', 'Fjordtek', 'Dardan Group'].entries()) {
        const logo = cards.nth(index).getByRole('img', { name: client, exact: true })
        await logo.scrollIntoViewIfNeeded()
        await expect
          .poll(() => logo.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
          .toBeGreaterThan(0)
        await expect(cards.nth(index).locator('blockquote')).not.toBeEmpty()
      }
      await expect(cards.first()).toContainText(role)
    }
  })

  test('the testimonial strip scrolls by half the mouse movement while dragged', async ({ page }) => {
    await gotoHydrated(page, '/')
    const strip = page.getByTestId('testimonial-strip')
    await strip.scrollIntoViewIfNeeded()
    const box = await strip.boundingBox()
    if (!box) throw new Error('strip not rendered')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 600, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 400, y, { steps: 4 })
    await page.mouse.up()
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(100)
    // Released: moving the mouse no longer scrolls.
    await page.mouse.move(box.x + 100, y, { steps: 4 })
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(100)
    // Keyboard: the strip is focusable and scrolls with the arrow keys.
    await strip.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
  })

  test('the blog teaser links to the three seeded posts of the language, dated 22.04.2024', async ({ page }) => {
    await gotoHydrated(page, '/no')
    const section = page.getByRole('region', { name: 'Fra tidsskriftet' })
    await expect(section.getByText('22.04.2024')).toHaveCount(3)
    const links = section.getByRole('heading', { level: 3 }).getByRole('link')
    await expect(links).toHaveCount(3)
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/blog/trenger-jeg-en-nettside-for-min-oppstart',
      '/blog/frilanser-eller-byra',
      '/blog/ansette-et-selskap-fra-et-annet-land',
    ])
  })

  test('sections below the hero appear 1.7 s after load, at once under reduced motion', async ({ page }) => {
    await gotoHydrated(page, '/')
    const delayed = page.locator('main > div').first()
    expect(await delayed.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('1.7s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(() => delayed.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })
})

test.describe('about', () => {
  test('stat numbers count up from 0 to their values once in view', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const projects = page.getByTestId('stat-projects')
    await projects.scrollIntoViewIfNeeded()
    await expect.poll(() => projects.textContent()).not.toBe('180+')
    await expect(projects).toHaveText('180+', { timeout: 8000 })
    const years = new Date().getFullYear() - 2020
    await expect(page.getByTestId('stat-years')).toHaveText(String(years))
  })

  test('fun facts reorder with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-coffee') })
    await expect(list.locator('li')).toHaveCount(10)
    await page.getByRole('button', { name: /^Move fact 1:/ }).focus()
    // dnd-kit animates each keyboard step; give each one a frame or two to land.
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key)
      await page.waitForTimeout(250)
    }
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-coffee')
    await expect(list.locator('li').nth(0)).toHaveAttribute('data-testid', 'fact-languages')
  })

  test('fun facts reorder by dragging one onto another with the mouse', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-coffee') })
    const handle = page.getByRole('button', { name: /^Move fact 1:/ })
    const target = page.getByTestId('fact-distance')
    await handle.scrollIntoViewIfNeeded()
    const from = await handle.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('facts not rendered')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 })
    await page.mouse.up()
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-coffee')
  })

  test('the NO and XK clocks tick every second', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const clock = page.getByRole('list', { name: 'Local time in our offices' }).locator('time').first()
    const first = await clock.textContent()
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/)
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first)
    // Clocks mounted by a client-side navigation show the time at once, not a blank until their first tick.
    await page.locator('footer a[href="/"]').first().click()
    await expect(page).toHaveURL(/\/$/)
    const home = page.getByRole('list', { name: 'Local time in our offices' }).locator('time').first()
    expect(await home.textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/)
  })

  test('under reduced motion the numbers are final at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/om-oss')
    await expect(page.getByTestId('stat-projects')).toHaveText('180+')
    await expect(page.getByTestId('stat-clients')).toHaveText('98+')
  })

  test('Open Roles leads to the careers page of the language', async ({ page }) => {
    await gotoHydrated(page, '/om-oss')
    await expect(page.getByRole('link', { name: /Ledige stillinger/ })).toHaveAttribute('href', '/karrierer')
  })
})
