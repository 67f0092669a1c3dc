// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeHeadScriptListeners, runHeadScript } from '../../tests/unit/head-script'
import {
  EARLY_CLICKS_LIVE_ATTRIBUTE,
  EARLY_CLICKS_WAITING_ATTRIBUTE,
  earlyClicksScript,
  HYDRATING_ATTRIBUTE,
  NO_EARLY_CLICK_ATTRIBUTE,
  replayEarlyClicks,
} from './early-clicks'

const root = document.documentElement
const listeners: (() => void)[] = []
/** Runs the head script as the page does, against the real DOM. */
const runScript = () => runHeadScript(earlyClicksScript())

/** What the app attaches while it hydrates: a listener at the document, as React's root does. */
function appListener() {
  const seen: string[] = []
  const listener = (event: Event) => {
    if (event.target instanceof Element) seen.push(event.target.closest('[data-name]')?.getAttribute('data-name') ?? '')
  }
  document.addEventListener('click', listener)
  listeners.push(() => document.removeEventListener('click', listener))
  return seen
}

/** What a region's effect does once React has committed it (components/hydrating). */
const hydrated = (region: Element | null) => region?.removeAttribute(HYDRATING_ATTRIBUTE)

afterEach(() => {
  vi.useRealTimers()
  removeHeadScriptListeners()
  for (const remove of listeners.splice(0)) remove()
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
  document.body.innerHTML = ''
  Reflect.deleteProperty(window, '$_earlyClicks')
  Reflect.deleteProperty(window, '$_earlyClicksWake')
  Reflect.deleteProperty(window, '$_earlyClicksReplaying')
})

describe('clicks before the app is live (decision 026: the rule, not a list)', () => {
  it('keeps a click on any button, passes it on to nobody, and makes it again once the app is live', () => {
    runScript()
    document.body.innerHTML = `<button type="button" data-name="menu"><svg></svg><span>Menu</span></button>
      <button type="button" data-name="shuffle">Shuffle</button><div role="button" data-name="card">Card</div>`
    const seen = appListener()
    document.querySelector('span')?.click()
    document.querySelector<HTMLElement>('[data-name="shuffle"]')?.click()
    document.querySelector<HTMLElement>('[data-name="card"]')?.click()
    // Hydrating: the app's listener is there, but the clicks were not half-handled by it.
    expect(seen).toEqual([])
    expect(root.hasAttribute(EARLY_CLICKS_WAITING_ATTRIBUTE)).toBe(true)
    replayEarlyClicks()
    expect(seen).toEqual(['menu', 'shuffle', 'card'])
    expect(root.hasAttribute(EARLY_CLICKS_WAITING_ATTRIBUTE)).toBe(false)
    expect(root.hasAttribute(EARLY_CLICKS_LIVE_ATTRIBUTE)).toBe(true)
    // From now on the app answers clicks itself, once each, and nothing is replayed twice.
    document.querySelector<HTMLElement>('[data-name="shuffle"]')?.click()
    replayEarlyClicks()
    expect(seen).toEqual(['menu', 'shuffle', 'card', 'shuffle'])
  })

  it('hands a link to the browser, which follows it, and keeps it from a router still being attached', () => {
    runScript()
    document.body.innerHTML = `<a href="/projects?page=2" data-name="more">LOAD MORE</a>`
    const seen = appListener()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(seen).toEqual([])
    replayEarlyClicks()
    // Not made again: the browser has followed it already.
    expect(seen).toEqual([])
  })

  it('leaves alone what works without the app, what is disabled, and what opts out', () => {
    runScript()
    document.body.innerHTML = `<form><button data-name="send">Send</button></form>
      <button type="button" disabled data-name="off">Off</button>
      <div ${NO_EARLY_CLICK_ATTRIBUTE}><button type="button" data-name="consent">Accept</button></div>
      <p data-name="text">Text</p>`
    const seen = appListener()
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('[data-name="send"]')?.addEventListener('submit', (event) => event.preventDefault())
    document.querySelector('[data-name="send"]')?.dispatchEvent(submit)
    document.querySelector<HTMLElement>('[data-name="consent"]')?.click()
    document.querySelector<HTMLElement>('[data-name="text"]')?.click()
    expect(seen).toEqual(['send', 'consent', 'text'])
    expect(root.hasAttribute(EARLY_CLICKS_WAITING_ATTRIBUTE)).toBe(false)
    replayEarlyClicks()
    expect(seen).toEqual(['send', 'consent', 'text'])
  })

  it('runs once per page, however often the script is inserted (the router puts it back after hydrating)', () => {
    runScript()
    document.body.innerHTML = `<button type="button" data-name="menu">Menu</button>`
    const seen = appListener()
    document.querySelector<HTMLElement>('button')?.click()
    runScript()
    replayEarlyClicks()
    expect(seen).toEqual(['menu'])
  })

  it('waits for a screen React hydrates after the shell, keeping the order', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
    runScript()
    document.body.innerHTML = `<div ${HYDRATING_ATTRIBUTE}="screen"><button type="button" data-name="reel">Reel</button></div>
      <button type="button" data-name="menu">Menu</button>`
    const seen = appListener()
    const [reel, menu] = document.querySelectorAll('button')
    reel?.click()
    menu?.click()
    // The shell (the menu) is live; the screen (the reel) is not yet.
    replayEarlyClicks()
    expect(seen).toEqual([])
    vi.advanceTimersByTime(100)
    expect(seen).toEqual([])
    hydrated(document.querySelector(`[${HYDRATING_ATTRIBUTE}]`))
    vi.advanceTimersByTime(20)
    expect(seen).toEqual(['reel', 'menu'])
    expect(root.hasAttribute(EARLY_CLICKS_WAITING_ATTRIBUTE)).toBe(false)
  })

  it('once the shell is live, still keeps what is in a screen not hydrated yet, links for the router', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
    runScript()
    document.body.innerHTML = `<button type="button" data-name="menu">Menu</button>
      <main ${HYDRATING_ATTRIBUTE}="screen"><button type="button" data-name="shuffle">Shuffle</button>
      <a href="/projects?page=2" data-name="more">More</a></main>`
    const seen = appListener()
    const [menu, shuffle] = document.querySelectorAll('button')
    replayEarlyClicks()
    // The shell's button is the app's now; the screen's button and link are not hydrated yet.
    menu?.click()
    shuffle?.click()
    // The link is kept for the router too: a navigation the browser began now, the router's own history update
    // would cancel.
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.querySelector('a')?.dispatchEvent(follow)
    expect(seen).toEqual(['menu'])
    expect(follow.defaultPrevented).toBe(true)
    // A new tab stays the browser's.
    const tab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    document.querySelector('a')?.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
    expect(seen).toEqual(['menu', 'more'])
    hydrated(document.querySelector('main'))
    vi.advanceTimersByTime(20)
    expect(seen).toEqual(['menu', 'more', 'shuffle', 'more'])
    // Hydrated, the link is the router's at once.
    document.querySelector<HTMLElement>('a')?.click()
    expect(seen).toEqual(['menu', 'more', 'shuffle', 'more', 'more'])
  })

  it('once live, keeps a submit in a part hydrated later, and submits once it has hydrated', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
    runScript()
    document.body.innerHTML = `<section ${HYDRATING_ATTRIBUTE}="part"><form><button data-name="send">Send</button></form></section>`
    const seen = appListener()
    replayEarlyClicks()
    // A submit now would post the page without the part's code.
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('[data-name="send"]')?.dispatchEvent(submit)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(50)
    expect(seen).toEqual([])
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault())
    hydrated(document.querySelector('section'))
    vi.advanceTimersByTime(20)
    expect(seen).toEqual(['send'])
    // Hydrated, the part's controls are the app's at once.
    document.querySelector<HTMLElement>('[data-name="send"]')?.click()
    expect(seen).toEqual(['send', 'send'])
  })

  it('makes the click anyway when the region never shows as hydrated', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] })
    runScript()
    document.body.innerHTML = `<div ${HYDRATING_ATTRIBUTE}="screen"><button type="button" data-name="x">X</button></div>`
    const seen = appListener()
    document.querySelector<HTMLElement>('button')?.click()
    replayEarlyClicks()
    vi.advanceTimersByTime(4900)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(200)
    expect(seen).toEqual(['x'])
  })

  it('replays nothing when nothing was clicked, and nothing the page no longer holds', () => {
    runScript()
    document.body.innerHTML = `<button type="button" data-name="gone">Gone</button><button type="button" data-name="x">X</button>`
    const seen = appListener()
    document.querySelector<HTMLElement>('[data-name="gone"]')?.click()
    document.querySelector('[data-name="gone"]')?.remove()
    replayEarlyClicks()
    expect(seen).toEqual([])
  })
})
