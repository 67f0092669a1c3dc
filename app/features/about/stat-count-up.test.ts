// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { COUNT_UP_MS } from './count-up'
import attachCountUp from './stat-count-up'

/** The cards' numbers as StatCards renders them, and what makes them come into view and frames pass. */
function setUp(reduced: boolean) {
  document.body.innerHTML = `<ul><li><span data-count-to="180" data-count-suffix="+">180+</span></li><li><span data-count-to="6">6</span></li></ul>`
  const root = document.querySelector('ul')
  if (!(root instanceof HTMLElement)) throw new Error('no list')
  let inView: ((entries: { isIntersecting: boolean }[]) => void) | null = null
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: reduced, media }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        inView = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
  const texts = () => [...root.querySelectorAll('span')].map((span) => span.textContent)
  const frame = (at: number) => frames.shift()?.(at)
  return { root, texts, frame, comeIntoView: () => inView?.([{ isIntersecting: true }]) }
}

let detach = () => {}
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(0))
afterEach(() => {
  detach()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('waits at 0 until the cards are in view, then counts up to the final numbers', () => {
  const cards = setUp(false)
  detach = attachCountUp(cards.root)
  expect(cards.texts()).toEqual(['0+', '0'])
  cards.comeIntoView()
  cards.frame(COUNT_UP_MS / 2)
  const [half] = cards.texts()
  expect(Number.parseInt(half ?? '', 10)).toBeGreaterThan(0)
  expect(Number.parseInt(half ?? '', 10)).toBeLessThan(180)
  cards.frame(COUNT_UP_MS)
  expect(cards.texts()).toEqual(['180+', '6'])
})

it('under reduced motion leaves the final numbers', () => {
  const cards = setUp(true)
  detach = attachCountUp(cards.root)
  expect(cards.texts()).toEqual(['180+', '6'])
})

it('undone, shows the final numbers', () => {
  const cards = setUp(false)
  detach = attachCountUp(cards.root)
  detach()
  expect(cards.texts()).toEqual(['180+', '6'])
})
