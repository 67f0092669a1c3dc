// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { COUNT_ATTRIBUTE } from './count-up'
import attachCountUp from './stat-count-up'

/** The cards' list as StatCards renders it, and what makes it come into view. */
function setUp() {
  document.body.innerHTML = `<ul><li><span style="--count-to: 180" data-count-suffix="+"><span>180+</span></span></li></ul>`
  const root = document.querySelector('ul')
  if (!(root instanceof HTMLElement)) throw new Error('no list')
  let inView: ((entries: { isIntersecting: boolean }[]) => void) | null = null
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
  return {
    root,
    state: () => root.getAttribute(COUNT_ATTRIBUTE),
    view: (now: boolean) => inView?.([{ isIntersecting: now }]),
  }
}

let detach = () => {}
afterEach(() => {
  detach()
  vi.unstubAllGlobals()
})

it('sets the numbers to 0 as it attaches, and starts the count once the cards are in view', () => {
  const cards = setUp()
  detach = attachCountUp(cards.root)
  expect(cards.state()).toBe('armed')
  cards.view(false)
  expect(cards.state()).toBe('armed')
  cards.view(true)
  expect(cards.state()).toBe('on')
})

it('undone, shows the final numbers', () => {
  const cards = setUp()
  detach = attachCountUp(cards.root)
  detach()
  expect(cards.state()).toBe(null)
})
