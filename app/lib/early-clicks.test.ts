// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EARLY_CLICK_ATTRIBUTE,
  EARLY_CLICKS_LIVE_ATTRIBUTE,
  EARLY_CLICKS_QUEUE_ATTRIBUTE,
  EARLY_CLICKS_SCRIPT,
  replayEarlyClicks,
} from './early-clicks'

const root = document.documentElement
const listeners: (() => void)[] = []

/** Runs the exact head-script text against the real DOM, keeping its listener so each test starts clean. */
function runHeadScript() {
  const add = document.addEventListener.bind(document)
  const tracked = {
    documentElement: root,
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      add(type, listener, capture)
      listeners.push(() => document.removeEventListener(type, listener, capture))
    },
    removeEventListener: document.removeEventListener.bind(document),
  }
  new Function('document', EARLY_CLICKS_SCRIPT)(tracked)
}

afterEach(() => {
  for (const remove of listeners.splice(0)) remove()
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
  document.body.innerHTML = ''
})

describe('clicks before the app has hydrated', () => {
  it('are noted in order, and only on marked buttons', () => {
    runHeadScript()
    document.body.innerHTML = `<button ${EARLY_CLICK_ATTRIBUTE}="menu"><svg></svg><span>Menu</span></button>
      <button ${EARLY_CLICK_ATTRIBUTE}="flag">Flag</button><button>Other</button>`
    document.querySelector('span')?.click()
    document.querySelector<HTMLElement>('[data-early-click="flag"]')?.click()
    document.querySelector<HTMLElement>('button:not([data-early-click])')?.click()
    expect(root.getAttribute(EARLY_CLICKS_QUEUE_ATTRIBUTE)).toBe('menu flag')
  })

  it('are made again on the live buttons once the page has hydrated, and never twice', () => {
    runHeadScript()
    document.body.innerHTML = `<button ${EARLY_CLICK_ATTRIBUTE}="menu">Menu</button>`
    const button = document.querySelector('button')
    button?.click()
    // Hydration attaches the app's handler to the same element.
    const handler = vi.fn()
    button?.addEventListener('click', handler)
    replayEarlyClicks()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(root.hasAttribute(EARLY_CLICKS_QUEUE_ATTRIBUTE)).toBe(false)
    expect(root.hasAttribute(EARLY_CLICKS_LIVE_ATTRIBUTE)).toBe(true)
    // From now on the app answers clicks itself; the head script notes nothing more.
    button?.click()
    expect(handler).toHaveBeenCalledTimes(2)
    expect(root.hasAttribute(EARLY_CLICKS_QUEUE_ATTRIBUTE)).toBe(false)
    replayEarlyClicks()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('replays nothing when nothing was clicked', () => {
    runHeadScript()
    document.body.innerHTML = `<button ${EARLY_CLICK_ATTRIBUTE}="menu">Menu</button>`
    const handler = vi.fn()
    document.querySelector('button')?.addEventListener('click', handler)
    replayEarlyClicks()
    expect(handler).not.toHaveBeenCalled()
  })
})
