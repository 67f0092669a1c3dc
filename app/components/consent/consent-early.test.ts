// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeHeadScriptListeners, runHeadScript } from '../../../tests/unit/head-script'
import {
  ACCEPT_ALL,
  CHOICE_ATTRIBUTE,
  CONSENT_READY_ATTRIBUTE,
  type ConsentStorage,
  consentGateScript,
  EARLY_CUSTOMIZE_ATTRIBUTE,
  OPEN_SETTINGS_ATTRIBUTE,
  REJECT_ALL,
  storeConsent,
  UNDECIDED_ATTRIBUTE,
} from './consent'

/**
 * The notice's buttons before the app's code has arrived: the head script's click listener, run as the exact text
 * the page carries, against a real DOM. What it stores must be what `storeConsent` stores.
 */
const root = document.documentElement

/** Runs the head script for a browser that sends Global Privacy Control or not; how many listeners it added. */
const runGateScript = (gpc = false) => runHeadScript(consentGateScript(), { navigator: { globalPrivacyControl: gpc } })

function notice(): Record<'accept' | 'reject' | 'customize', HTMLButtonElement> {
  document.body.innerHTML = `<section><button ${CHOICE_ATTRIBUTE}="accept"><span>Accept All</span></button>
    <button ${CHOICE_ATTRIBUTE}="reject">Reject All</button><button ${CHOICE_ATTRIBUTE}="customize">Customize</button>
    <p>Text</p></section>`
  const button = (choice: string) => {
    const found = document.querySelector<HTMLButtonElement>(`[${CHOICE_ATTRIBUTE}="${choice}"]`)
    if (!found) throw new Error(choice)
    return found
  }
  return { accept: button('accept'), reject: button('reject'), customize: button('customize') }
}

function stored(): Record<string, string | null> {
  return { preferences: localStorage.getItem('preferences'), statistics: localStorage.getItem('statistics') }
}

function expected(consent: typeof ACCEPT_ALL): Record<string, string | null> {
  const data = new Map<string, string>()
  const storage: ConsentStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
  storeConsent(storage, consent)
  return { preferences: storage.getItem('preferences'), statistics: storage.getItem('statistics') }
}

beforeEach(() => {
  localStorage.clear()
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
})
afterEach(removeHeadScriptListeners)

describe('the notice before the app has hydrated', () => {
  it('Accept All stores what storeConsent stores and hides the notice at once', () => {
    runGateScript()
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(true)
    notice().accept.querySelector('span')?.click()
    expect(stored()).toEqual(expected(ACCEPT_ALL))
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(false)
  })

  it('Reject All stores the refusal and hides the notice', () => {
    runGateScript()
    notice().reject.click()
    expect(stored()).toEqual(expected(REJECT_ALL))
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(false)
  })

  it('Customize stores nothing and is remembered for the popup', () => {
    runGateScript()
    notice().customize.click()
    expect(stored()).toEqual({ preferences: null, statistics: null })
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(true)
    expect(root.hasAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)).toBe(true)
  })

  it('ignores clicks elsewhere on the page', () => {
    runGateScript()
    notice()
    document.querySelector('p')?.click()
    expect(stored()).toEqual({ preferences: null, statistics: null })
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(true)
  })

  it('steps aside once the popup has hydrated', () => {
    runGateScript()
    const buttons = notice()
    root.setAttribute(CONSENT_READY_ATTRIBUTE, '')
    buttons.accept.click()
    buttons.accept.click()
    expect(stored()).toEqual({ preferences: null, statistics: null })
  })

  it('listens only for "Cookie settings" for a visitor who has chosen, or who sends Global Privacy Control', () => {
    localStorage.setItem('statistics', 'false')
    expect(runGateScript()).toBe(1)
    localStorage.clear()
    expect(runGateScript(true)).toBe(1)
    expect(root.hasAttribute(UNDECIDED_ATTRIBUTE)).toBe(false)
  })

  it('remembers the footer\'s "Cookie settings" for the popup, until the popup runs', () => {
    localStorage.setItem('statistics', 'false')
    runGateScript()
    document.body.innerHTML = `<footer><button ${OPEN_SETTINGS_ATTRIBUTE}><span>Cookie settings</span></button></footer>`
    document.querySelector('span')?.click()
    expect(root.hasAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)).toBe(true)
    root.removeAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)
    root.setAttribute(CONSENT_READY_ATTRIBUTE, '')
    document.querySelector('span')?.click()
    expect(root.hasAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)).toBe(false)
  })
})
