import { expect, gotoHydrated, reachDeferred, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  // Timers only move when the test says so.
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
})

/** Stops the clock once the game (its code comes as a visitor nears it) has hydrated. */
async function pauseClock(page: import('@playwright/test').Page) {
  await reachDeferred(page.locator('#game button').first())
  await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'))
}

test('the card game: remember for 2 s, shuffle for 7 s, pick the happy card and win', async ({ page }) => {
  await gotoHydrated(page, '/creative-lab')
  await pauseClock(page)
  const message = page.getByTestId('game-message')
  await expect(message).toHaveText('Find Happiness!')
  const shuffle = page.getByRole('button', { name: 'Shuffle' })
  await shuffle.click()
  await expect(message).toHaveText("Remember the card that's happy")
  await expect(shuffle).toBeDisabled()
  // The happy card's button keeps its DOM node while the cards move around, so the handle follows it.
  const happy = await page.getByRole('button', { name: /, happy$/ }).elementHandle()
  if (!happy) throw new Error('no happy card shown')
  await expect(page.getByRole('button', { name: /not happy$/ })).toHaveCount(2)
  await page.clock.runFor(2000)
  await expect(message).toHaveText('Shuffling...')
  await expect(page.getByRole('button', { name: /happy$/ })).toHaveCount(0)
  // A pick while shuffling is ignored.
  await happy.dispatchEvent('click')
  await expect(message).toHaveText('Shuffling...')
  await expect(shuffle).toBeDisabled()
  await page.clock.runFor(7000)
  await expect(message).toHaveText('Pick a card!')
  // product.md disables Shuffle only while shuffling: waiting for a pick, it is live.
  await expect(shuffle).toBeEnabled()
  // The cards and Shuffle stay where they are when the result's heart appears (they once jumped 25 px). Their
  // place in the layout, without the transforms of their glide (frozen with the page's clock).
  const boxes = () =>
    page.evaluate(() => {
      const place = (element: Element) => {
        let top = 0
        for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent)
          top += node.offsetTop
        return top
      }
      const game = document.querySelector('#game')
      const cards = game?.querySelector('[data-flip-key]')
      const shuffle = game?.querySelector('button:not([data-testid])')
      return cards && shuffle ? [place(cards), place(shuffle)] : null
    })
  const before = await boxes()
  await happy.click()
  await expect(message).toHaveText('Congrats you won!')
  await expect(page.getByText('A full heart')).toBeAttached()
  expect(await boxes()).toEqual(before)
  await expect(page.getByRole('button', { name: /happy$/ })).toHaveCount(3)
  await expect(shuffle).toBeEnabled()
})

/** How many cards are gliding right now (an animation of their place, from the card game's FLIP). */
const glidingCards = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => [...document.querySelectorAll('[data-flip-key]')].filter((card) => card.getAnimations().length > 0).length,
  )

test('on each shuffle step the cards glide to their new places; under reduced motion they jump', async ({ page }) => {
  await gotoHydrated(page, '/creative-lab')
  await pauseClock(page)
  await page.getByRole('button', { name: 'Shuffle' }).click()
  await page.clock.runFor(2000)
  // A step may draw the same order again (one time in six): a few steps are enough to see them move.
  let seen = 0
  for (let step = 0; step < 6 && seen === 0; step++) {
    await page.clock.runFor(500)
    seen = await glidingCards(page)
  }
  expect(seen).toBeGreaterThan(1)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.runFor(7000)
  // The glides of the first round run in real time, not on the paused clock: they must be over before the second
  // round's count means anything (a busy CI machine still had three running).
  await expect.poll(() => glidingCards(page)).toBe(0)
  await page.getByRole('button', { name: 'Shuffle' }).click()
  await page.clock.runFor(2000)
  for (let step = 0; step < 6; step++) {
    await page.clock.runFor(500)
    expect(await glidingCards(page)).toBe(0)
  }
})

test('picking another card loses, reveals all and locks picking; keyboard works; Norwegian texts', async ({ page }) => {
  await gotoHydrated(page, '/kreativ-lab')
  await pauseClock(page)
  const message = page.getByTestId('game-message')
  await expect(message).toHaveText('Finn lykken!')
  await page.getByRole('button', { name: 'Stokk' }).focus()
  await page.keyboard.press('Enter')
  await expect(message).toHaveText('Husk kortet som er glad')
  const sad = await page
    .getByRole('button', { name: /ikke glad$/ })
    .first()
    .elementHandle()
  if (!sad) throw new Error('no sad card shown')
  // Phase by phase: each phase's timer is set once React has rendered the one before, which a single 9 s jump could
  // outrun (CI once found the game still shuffling after it).
  await page.clock.runFor(2000)
  await expect(message).toHaveText('Stokker...')
  await page.clock.runFor(7000)
  await expect(message).toHaveText('Velg et kort!')
  await sad.focus()
  await page.keyboard.press('Enter')
  await expect(message).toHaveText('Beklager, du tapte :(')
  await expect(page.getByText('Et knust hjerte')).toBeAttached()
  await expect(page.getByRole('button', { name: /glad$/ })).toHaveCount(3)
  // Picking is locked until the next shuffle.
  await page.getByRole('button', { name: /, glad$/ }).dispatchEvent('click')
  await expect(message).toHaveText('Beklager, du tapte :(')
})

/** Where the cards and the Shuffle button are on the page (not in the window, which scroll anchoring may move). */
const gamePlaces = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const top = (element: Element | null) => (element ? Math.round(element.getBoundingClientRect().top + scrollY) : -1)
    const game = document.querySelector('#game')
    return { cards: top(game?.querySelector('ul') ?? null), shuffle: top(game?.querySelector('ul ~ button') ?? null) }
  })

for (const [path, shuffleName, width] of [
  ['/creative-lab', 'Shuffle', 390],
  ['/kreativ-lab', 'Stokk', 320],
] as const)
  test(`${path} at ${width} px: the cards and ${shuffleName} stay where the finger is while the message changes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, path)
    await pauseClock(page)
    const start = await gamePlaces(page)
    expect(start.shuffle, 'the Shuffle button is below the cards').toBeGreaterThan(start.cards)
    await page.getByRole('button', { name: shuffleName }).click()
    await expect(page.getByRole('button', { name: /glad$|happy$/ }).first()).toBeVisible()
    expect(await gamePlaces(page), 'remembering').toEqual(start)
    await page.clock.runFor(2000)
    // React renders the timer's step on its own schedule, which the paused clock does not hold: waited for.
    await expect(page.locator('#game ul')).toHaveAttribute('data-phase', 'shuffling')
    expect(await gamePlaces(page), 'shuffling').toEqual(start)
    await page.clock.runFor(7000)
    await expect(page.getByRole('button', { name: shuffleName })).toBeEnabled()
    expect(await gamePlaces(page), 'picking').toEqual(start)
  })
