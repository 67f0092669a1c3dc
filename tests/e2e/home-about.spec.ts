import { gzipSync } from 'node:zlib'
import {
  dragStripByHalf,
  expect,
  gotoHydrated,
  holdRequests,
  reachDeferred,
  readableDuringDelay,
  test,
} from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('statistics', 'false')
    localStorage.setItem('preferences', 'false')
  })
})

test.describe('home', () => {
  test('the hero loop loads once the page is live, and not at all for reduced motion', async ({ page, request }) => {
    // Not in the HTML: on a slow link the video would share it with the page's code.
    const html = await (await request.get('/')).text()
    expect(html).not.toContain('/media/home-hero.webm')
    const hero = page.locator('section[aria-labelledby="home-hero-title"] video')
    await gotoHydrated(page, '/')
    await expect(hero.locator('source')).toHaveCount(2)
    await expect.poll(() => hero.evaluate((el) => el instanceof HTMLVideoElement && !el.paused)).toBe(true)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/no')
    await expect(hero).toBeVisible()
    expect(await hero.locator('source').count()).toBe(0)
    expect(await hero.evaluate((el) => el instanceof HTMLVideoElement && el.networkState)).toBe(0)
  })

  test('the background loops (home, Creative Lab, not found) are not blended: a veil dims them', async ({ page }) => {
    // A video under opacity, a filter or a blend mode is composited again in every frame it plays: home's hero at 0.9
    // kept 0.4 of a core busy here for as long as the page was open (HomeHero.module.css).
    for (const path of ['/', '/creative-lab', '/no-such-page']) {
      await gotoHydrated(page, path)
      const loop = page.locator('video[autoplay]').first()
      await expect(loop).toBeVisible()
      // Polled: a page's entrance may fade what holds the loop for a moment.
      const effects = () =>
        loop.evaluate((video) => {
          const found: string[] = []
          for (let el: Element | null = video; el; el = el.parentElement) {
            const style = getComputedStyle(el)
            if (style.opacity !== '1') found.push(`${el.tagName} opacity ${style.opacity}`)
            if (style.filter !== 'none') found.push(`${el.tagName} filter ${style.filter}`)
            if (style.mixBlendMode !== 'normal') found.push(`${el.tagName} blend ${style.mixBlendMode}`)
          }
          return found
        })
      await expect.poll(effects, { message: path }).toEqual([])
    }
  })

  test('has product.md sections in order, in both languages', async ({ page }) => {
    // product.md "Home", top to bottom: hero, intro, reel, brand block, approach cards, services, projects, testimonials,
    // blog teaser. The reel has no heading, so it is placed by its button.
    const order = (path: string) =>
      gotoHydrated(page, path).then(() =>
        page
          .locator('main :is(h1, h2, [data-testid="reel"])')
          .evaluateAll((els) => els.map((el) => (el.matches('[data-testid="reel"]') ? 'REEL' : el.textContent))),
      )
    expect(await order('/')).toEqual([
      'WE CREATE YOUR ORIGIN STORY',
      'here to transform, not conform',
      'REEL',
      'Brand, design and delivery',
      'Our approach',
      'Services',
      'Selected projects',
      'What our clients say',
      'From the journal',
    ])
    await expect(page.getByRole('link', { name: /See More Projects/ })).toHaveAttribute('href', '/projects')
    expect(await order('/no')).toEqual([
      'VI SKAPER DIN OPPRINNELSESHISTORIE',
      'her for å forandre, ikke tilpasse',
      'REEL',
      'Merkevare, design og levering',
      'Vår tilnærming',
      'Tjenester',
      'Utvalgte prosjekter',
      'Det kundene våre sier',
      'Fra tidsskriftet',
    ])
    await expect(page.getByRole('link', { name: /Se flere prosjekter/ })).toHaveAttribute('href', '/projekter')
  })

  test('the reel loads its sources only near the viewport and toggles play and pause', async ({ page }) => {
    await gotoHydrated(page, '/')
    const reel = page.getByTestId('reel')
    const video = reel.locator('video')
    const paused = () => video.evaluate((el) => el instanceof HTMLVideoElement && el.paused)
    const playedTo = () => video.evaluate((el) => (el instanceof HTMLVideoElement ? el.currentTime : 0))
    expect(await reel.locator('video source').count()).toBe(0)
    await reel.scrollIntoViewIfNeeded()
    await expect(reel.locator('video source')).toHaveCount(2)
    await expect(reel).toHaveAccessibleName('Play the showreel')
    expect(await paused()).toBe(true)
    await reel.click()
    await expect(reel).toHaveAttribute('aria-pressed', 'true')
    await expect(reel).toHaveAccessibleName('Pause the showreel')
    await expect.poll(paused).toBe(false)
    // It really plays: time moves on.
    const at = await playedTo()
    await expect.poll(playedTo).toBeGreaterThan(at)
    await reel.click()
    await expect(reel).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(paused).toBe(true)
  })

  test('the reel’s words are in the brand’s typeface on a scrim, and step back under the PLAY cursor', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const reel = page.getByTestId('reel')
    // Its cursor's code comes as it nears: there before the pointer goes over it.
    await reachDeferred(reel)
    const labels = reel.locator('[aria-hidden="true"]').last()
    const look = () =>
      labels.evaluate((el) => {
        const style = getComputedStyle(el)
        const word = el.firstElementChild
        return {
          font: word ? getComputedStyle(word).fontFamily : '',
          scrim: style.backgroundImage,
          opacity: Number(style.opacity),
        }
      })
    // Once set in Arial, straight on the frames (unreadable on light ones), and left under the PLAY cursor.
    const resting = await look()
    expect(resting.font).toContain('Space Grotesk')
    expect(resting.scrim).toContain('gradient')
    expect(resting.opacity).toBe(1)
    const box = await labels.locator('span').first().boundingBox()
    if (!box) throw new Error('no PLAY label')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    // The one shown (the testimonial strip's DRAG waits hidden in the page too).
    await expect(page.locator('[data-testid="cursor-follower"][data-visible]')).toHaveText('PLAY')
    await expect.poll(async () => (await look()).opacity).toBeLessThanOrEqual(0.4)
  })

  test('one click plays the reel, even the first, made as it scrolls into view', async ({ page }) => {
    await gotoHydrated(page, '/')
    const reel = page.getByTestId('reel')
    const paused = () => reel.locator('video').evaluate((el) => el instanceof HTMLVideoElement && el.paused)
    // Scrolled into view and clicked in one go: its sources are attached by the same scroll, a moment later.
    await reel.click()
    await expect(reel).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(paused).toBe(false)
    await expect(reel.locator('video source')).toHaveCount(2)
  })

  test('each testimonial shows its client’s logo, quote, name and position (product.md), in both languages', async ({
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
    await reachDeferred(strip)
    await dragStripByHalf(page, strip)
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

  test('the journal’s preview photo never covers the title of the row it previews, and stays in the window', async ({
    page,
  }) => {
    const size = { width: 1440, height: 900 }
    await page.setViewportSize(size)
    // Without motion the photo is at its full size at once, so the box measured is the box a visitor sees.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/')
    const rows = page.getByRole('region', { name: 'From the journal' }).getByRole('listitem')
    await expect(rows).toHaveCount(3)
    await reachDeferred(rows.first())
    const photo = page.locator('[data-testid="cursor-follower"][data-visible] img')
    type Box = { x: number; y: number; width: number; height: number }
    const overlap = (a: Box, b: Box) =>
      Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
      Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
    for (let row = 0; row < 3; row++) {
      const title = rows.nth(row).getByRole('heading', { level: 3 })
      const read = rows.nth(row).locator('a[aria-hidden="true"]')
      // The row at the top of the window, in its middle and at its foot: the photo finds room above or below.
      for (const block of ['start', 'center', 'end'] as const) {
        await title.evaluate((el, at) => el.scrollIntoView({ block: at }), block)
        const box = await title.boundingBox()
        const link = await read.boundingBox()
        if (!box || !link) throw new Error('journal row not rendered')
        // Along the title, where a reader's pointer rests on it, and over the read-article link (dimmed there).
        const points = [
          [box.x + 20, box.y + box.height / 2],
          [box.x + box.width / 2, box.y + box.height / 2],
          [box.x + box.width - 20, box.y + 4],
          [link.x + link.width / 2, link.y + link.height / 2],
        ] as const
        for (const [x, y] of points) {
          await page.mouse.move(x, y - 1)
          await page.mouse.move(x, y)
          const where = `row ${row + 1} at the ${block} of the window, pointer at ${Math.round(x)},${Math.round(y)}`
          await expect(photo, where).toHaveCount(1)
          // The photo is placed as React renders the hovered row: polled until it has.
          await expect
            .poll(async () => {
              const [seen, now] = [await photo.boundingBox(), await title.boundingBox()]
              if (!seen || !now) return ['no preview photo']
              const problems: string[] = []
              if (overlap(seen, now) > 0) problems.push('covers the title')
              if (seen.x < 0 || seen.y < 0 || seen.x + seen.width > size.width || seen.y + seen.height > size.height)
                problems.push(
                  `leaves the window (${Math.round(seen.x)},${Math.round(seen.y)} ${Math.round(seen.width)}×${Math.round(seen.height)})`,
                )
              return problems
            }, where)
            .toEqual([])
        }
      }
    }
  })

  test('sections below the hero appear 1.7 s after load, at once under reduced motion', async ({ page }) => {
    await gotoHydrated(page, '/')
    const delayed = page.locator('main > div').first()
    expect(await delayed.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('1.7s')
    // Readable while it waits: the animation only decorates (scrolling early once showed empty beige).
    expect(await readableDuringDelay(delayed)).toBe(true)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(() => delayed.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })

  test('the intro text, craft items, project cards and blog rows rise into view as they scroll in, not under reduced motion', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    // The four kinds of block, found by what they hold rather than by their (hashed) class names.
    const blocks = {
      intro: page.getByRole('region', { name: 'here to transform, not conform' }).locator('div').first(),
      craft: page.getByRole('region', { name: 'Brand, design and delivery' }).getByRole('listitem'),
      projects: page
        .getByRole('region', { name: 'Selected projects' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('img') }),
      blog: page.getByRole('region', { name: 'From the journal' }).getByRole('listitem'),
    }
    const entrances = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(blocks).map(async ([name, locator]) => {
            const all = await locator.evaluateAll((els) =>
              els.map((el) => [getComputedStyle(el).animationTimeline, getComputedStyle(el).animationName]),
            )
            // Class and keyframe names are hashed (`rise_1Xa9f`): the name's word is what counts.
            const seen = all.map(
              ([timeline, animation]) => `${timeline} ${animation?.includes('rise') ? 'rise' : animation}`,
            )
            return [name, [...new Set(seen)]]
          }),
        ),
      )
    expect(await entrances()).toEqual({
      intro: ['view() rise'],
      craft: ['view() rise'],
      projects: ['view() rise'],
      blog: ['view() rise'],
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(entrances).toEqual({
      intro: ['auto none'],
      craft: ['auto none'],
      projects: ['auto none'],
      blog: ['auto none'],
    })
  })
})

test.describe('about', () => {
  test('stat numbers count up from 0 to their values once in view', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const projects = page.getByTestId('stat-3')
    // The server's HTML has the final number, for readers without JavaScript; the count's module comes as the cards
    // near the window and sets them to 0, and CSS counts once they are in it. Every number it shows on the way, frame
    // by frame, from before it comes near.
    await projects.evaluate((el) => {
      const seen: string[] = []
      Object.assign(window, { statsSeen: seen })
      const sample = () => {
        // What the card shows: the count CSS draws while the list counts, else the HTML's number.
        const drawn = getComputedStyle(el, '::before').content
        const shown =
          drawn === 'none' || drawn === 'normal'
            ? (el.textContent ?? '')
            : `${getComputedStyle(el).getPropertyValue('--count').trim()}${el.getAttribute('data-count-suffix') ?? ''}`
        if (seen.at(-1) !== shown) seen.push(shown)
        requestAnimationFrame(sample)
      }
      sample()
    })
    const seenSoFar = () =>
      page.evaluate(() => {
        const list: unknown = Reflect.get(window, 'statsSeen')
        return Array.isArray(list) ? list.map(String) : []
      })
    expect(await seenSoFar(), 'the HTML’s number before the cards are near').toEqual(['180+'])
    await projects.scrollIntoViewIfNeeded()
    // The count is over once it has shown 180+ again after 0.
    await expect
      .poll(async () => (await seenSoFar()).length > 2 && (await seenSoFar()).at(-1), { timeout: 8000 })
      .toBe('180+')
    const numbers = (await seenSoFar()).slice(1).map((text) => Number.parseInt(text, 10))
    expect(numbers.length, 'numbers on the way to 180').toBeGreaterThan(5)
    expect(numbers[0], 'counts from 0').toBe(0)
    expect(numbers.at(-1)).toBe(180)
    expect(
      numbers.every((n, i) => i === 0 || n >= (numbers[i - 1] ?? 0)),
      'never counts down',
    ).toBe(true)
    // The seeded cards: the years since 2020, kept current, and the offices in the site settings.
    const years = new Date().getFullYear() - 2020
    await expect(page.getByTestId('stat-5')).toHaveText(String(years))
    await expect(page.getByTestId('stat-1')).toHaveText('2')
  })

  test('fun facts reorder with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
    await expect(list.locator('li')).toHaveCount(10)
    // Fact 1's handle, wherever it goes (its name says its place).
    const handle = page.getByTestId('fact-1').getByRole('button')
    await expect(handle).toHaveAccessibleName(/^Move fact 1:/)
    await handle.focus()
    // Drag and drop loads as focus reaches a handle (the same button: focus stays where it is).
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    await expect(handle).toBeFocused()
    // Each step is said in the live region; the held fact's handle says it is pressed.
    const announcement = page.getByTestId('fact-announcer')
    await expect(announcement).toHaveAttribute('aria-live', 'assertive')
    const steps = [
      ['Space', 'Picked up fact 1.'],
      ['ArrowDown', 'Fact moved to position 2.'],
      ['ArrowDown', 'Fact moved to position 3.'],
      ['Space', 'Fact dropped at position 3.'],
    ] as const
    for (const [key, said] of steps) {
      await page.keyboard.press(key)
      await expect(announcement).toHaveText(said)
      if (said.startsWith('Picked up')) await expect(handle).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(handle).not.toHaveAttribute('aria-pressed')
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-1')
    await expect(list.locator('li').nth(0)).toHaveAttribute('data-testid', 'fact-2')
    // Focus stayed on the fact's handle, which is named by its new place; the numbers follow the order.
    await expect(handle).toBeFocused()
    await expect(handle).toHaveAccessibleName(/^Move fact 3:/)
    await expect(list.locator('li').nth(2).locator('[data-fact-index]')).toHaveText('03')
    // Escape puts a held fact back where it was.
    await page.keyboard.press('Enter')
    await expect(announcement).toHaveText('Picked up fact 3.')
    await page.keyboard.press('ArrowUp')
    await expect(announcement).toHaveText('Fact moved to position 2.')
    await page.keyboard.press('Escape')
    await expect(announcement).toHaveText('Moving cancelled. The fact is back at position 3.')
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-1')
  })

  test('fun facts reorder with the keyboard in Norwegian, said in Norwegian', async ({ page }) => {
    await gotoHydrated(page, '/om-oss')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
    const handle = page.getByRole('button', { name: /^Flytt faktum 1:/ })
    await handle.focus()
    await expect(handle).toHaveAttribute('aria-roledescription', 'sorterbar')
    const announcement = page.getByTestId('fact-announcer')
    for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key)
    await expect(list.locator('li').nth(1)).toHaveAttribute('data-testid', 'fact-1')
    await expect(announcement).toHaveText('Faktum sluppet på plass 2.')
  })

  test('fun facts reorder by dragging one onto another with the mouse', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
    const handle = page.getByRole('button', { name: /^Move fact 1:/ })
    const target = page.getByTestId('fact-3')
    await handle.scrollIntoViewIfNeeded()
    // Loaded as the list comes near the window.
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    const from = await handle.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('facts not rendered')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 })
    await page.mouse.up()
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-1')
  })

  test('a fun fact moves by dragging its card by the text, not only by its handle', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
    const handle = page.getByRole('button', { name: /^Move fact 1:/ })
    // The card's words, well clear of the handle.
    const words = page.getByTestId('fact-1').locator('span').last()
    const target = page.getByTestId('fact-3')
    await words.scrollIntoViewIfNeeded()
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    const from = await words.boundingBox()
    const grip = await handle.boundingBox()
    const to = await target.boundingBox()
    if (!from || !grip || !to) throw new Error('facts not rendered')
    const x = from.x + from.width / 2
    expect(x, 'pressed beside the handle').toBeGreaterThan(grip.x + grip.width + 20)
    await page.mouse.move(x, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, to.y + to.height / 2 + 4, { steps: 12 })
    await page.mouse.up()
    await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-1')
    await expect(list.locator('li').nth(0)).toHaveAttribute('data-testid', 'fact-2')
  })

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    /** One finger on the screen, through Chromium's input pipeline (Playwright's touchscreen only taps). */
    async function finger(page: import('@playwright/test').Page) {
      const cdp = await page.context().newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
      return touch
    }

    test('a swipe over the fun facts scrolls the page and moves no fact', async ({ page }) => {
      await gotoHydrated(page, '/about')
      const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
      const words = page.getByTestId('fact-2').locator('span').last()
      await words.scrollIntoViewIfNeeded()
      await expect(page.getByRole('button', { name: /^Move fact 1:/ })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      )
      const box = await words.boundingBox()
      if (!box) throw new Error('facts not rendered')
      const before = await page.evaluate(() => window.scrollY)
      const touch = await finger(page)
      const x = box.x + box.width / 2
      await touch('touchStart', x, box.y + box.height / 2)
      for (let step = 1; step <= 8; step++) await touch('touchMove', x, box.y + box.height / 2 - step * 25)
      await touch('touchEnd')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100)
      await expect(list.locator('li').nth(1)).toHaveAttribute('data-testid', 'fact-2')
      await expect(list.locator('[data-dragging]')).toHaveCount(0)
    })

    test('a finger held on a fun fact’s card picks it up, and it moves where the finger takes it', async ({ page }) => {
      await gotoHydrated(page, '/about')
      const list = page.locator('ol').filter({ has: page.getByTestId('fact-1') })
      const card = page.getByTestId('fact-1')
      const words = card.locator('span').last()
      await words.scrollIntoViewIfNeeded()
      await expect(page.getByRole('button', { name: /^Move fact 1:/ })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      )
      const from = await words.boundingBox()
      const to = await page.getByTestId('fact-3').boundingBox()
      if (!from || !to) throw new Error('facts not rendered')
      const touch = await finger(page)
      const x = from.x + from.width / 2
      await touch('touchStart', x, from.y + from.height / 2)
      // Held still, the card is picked up.
      await expect(card).toHaveAttribute('data-dragging', '')
      const steps = 10
      for (let step = 1; step <= steps; step++)
        await touch(
          'touchMove',
          x,
          from.y + from.height / 2 + ((to.y + to.height / 2 + 4 - from.y - from.height / 2) * step) / steps,
        )
      await touch('touchEnd')
      await expect(list.locator('li').nth(2)).toHaveAttribute('data-testid', 'fact-1')
    })
  })

  test.describe('seen from far away', () => {
    // A visitor at UTC+13, so a clock that showed the browser's own time would be hours off.
    test.use({ timezoneId: 'Pacific/Auckland' })
    test('the NO and XK clocks tick every second, each showing its own office’s time', async ({ page }) => {
      await gotoHydrated(page, '/about')
      const clocks = page.getByRole('list', { name: 'Local time in our offices' }).getByRole('listitem')
      await expect(clocks).toHaveCount(2)
      const officeTime = (timeZone: string) =>
        new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' }).format()
      const seconds = (hms: string) => hms.split(':').reduce((total, part) => total * 60 + Number(part), 0)
      for (const [index, code, timeZone] of [
        [0, 'NO', 'Europe/Oslo'],
        [1, 'XK', 'Europe/Belgrade'],
      ] as const) {
        const clock = clocks.nth(index)
        await expect(clock.locator('abbr')).toHaveText(code)
        const time = clock.locator('time')
        const first = (await time.textContent()) ?? ''
        expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/)
        // It ticks; from its first tick on (the HTML may come from the page cache, rendered up to a minute ago),
        // it is within two seconds of the office's time (across midnight too).
        await expect.poll(() => time.textContent(), { timeout: 3000 }).not.toBe(first)
        const ticked = (await time.textContent()) ?? ''
        const off = Math.abs(seconds(ticked) - seconds(officeTime(timeZone)))
        expect(Math.min(off, 86_400 - off), `${code} shows ${ticked}`).toBeLessThanOrEqual(2)
      }
      // Clocks mounted by a client-side navigation show the time at once, not a blank until their first tick.
      await page.locator('footer a[href="/"]').first().click()
      await expect(page).toHaveURL(/\/$/)
      const home = page.getByRole('list', { name: 'Local time in our offices' }).locator('time')
      expect(await home.allTextContents()).toEqual([
        expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
        expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      ])
    })
  })

  test('drag and drop is not loaded with the page, only as a visitor nears the fun facts or reaches for them', async ({
    page,
  }) => {
    const sortable = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/document-fact-sorting-[\w-]+\.js$/.test(r.name)),
      )
    await gotoHydrated(page, '/about')
    const handle = page.getByRole('button', { name: /^Move fact 1:/ })
    await expect(handle).toBeAttached()
    expect(await sortable(), 'loaded with the page').toBe(false)
    await expect(handle).not.toHaveAttribute('aria-roledescription', 'sortable')
    // Tabbing into the list is reaching for it.
    await handle.focus()
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    expect(await sortable()).toBe(true)
  })

  test('a press on a fact’s handle before its code has come is kept, and picks the fact up once it has', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/document-fact-sorting-[\w-]+\.js$/)
    await gotoHydrated(page, '/about')
    const handle = page.getByTestId('fact-1').getByRole('button')
    // Focus is a reach for the list: its code is asked for, and held.
    await handle.focus()
    await page.keyboard.press('Enter')
    await expect(handle).not.toHaveAttribute('aria-roledescription', 'sortable')
    release()
    await expect(page.getByTestId('fact-announcer')).toHaveText('Picked up fact 1.')
    await expect(handle).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('fact-announcer')).toHaveText('Fact dropped at position 2.')
    await expect(page.locator('[data-fact-list] > li').nth(1)).toHaveAttribute('data-testid', 'fact-1')
  })

  test('under reduced motion a dragged fact’s neighbours make room at once, without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/about')
    const handle = page.getByTestId('fact-1').getByRole('button')
    await handle.focus()
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('fact-announcer')).toHaveText('Fact moved to position 2.')
    const second = page.getByTestId('fact-2')
    expect(await second.evaluate((el) => [el.style.transform.startsWith('translateY(-'), el.style.transition])).toEqual(
      [true, ''],
    )
    await page.keyboard.press('Escape')
  })

  test('the fun facts’ code is small: under 3 KB gzip, fetched only as they near (the count’s is in the page’s script)', async ({
    page,
  }) => {
    const sizes = new Map<string, number>()
    page.on('response', async (response) => {
      const name = /\/(document-(?:fact-sorting|stat-count-up))-[\w-]+\.js$/.exec(response.url())?.[1]
      if (name) sizes.set(name, gzipSync(await response.body()).length)
    })
    await page.setViewportSize({ width: 1280, height: 720 })
    await gotoHydrated(page, '/about')
    await page.waitForLoadState('networkidle')
    expect([...sizes.keys()], 'nothing of the facts before the visitor scrolls').toEqual([])
    // As a reader scrolls: past the numbers, then to the facts.
    await page.getByTestId('stat-6').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-count="on"]')).toHaveCount(1)
    await page.getByTestId('fact-10').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('fact-1').getByRole('button')).toHaveAttribute('aria-roledescription', 'sortable')
    await expect.poll(() => [...sizes.keys()]).toEqual(['document-fact-sorting'])
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0)
    expect(total, JSON.stringify(Object.fromEntries(sizes))).toBeLessThanOrEqual(3 * 1024)
  })

  test('under reduced motion the numbers are final at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/om-oss')
    await page.getByTestId('stat-6').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-module="statCards"]')).toHaveAttribute('data-module-live', '')
    await expect(page.locator('[data-count]'), 'no count').toHaveCount(0)
    await expect(page.getByTestId('stat-3')).toHaveText('180+')
    await expect(page.getByTestId('stat-3').locator('span')).toBeVisible()
    await expect(page.getByTestId('stat-6')).toHaveText('98+')
  })

  test('Open Roles leads to the careers page of the language', async ({ page }) => {
    await gotoHydrated(page, '/om-oss')
    await expect(page.getByRole('link', { name: /Ledige stillinger/ })).toHaveAttribute('href', '/karrierer')
  })
})
