// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FONT_PENDING_ATTRIBUTE, fontPendingScript, MARQUEE_FONT } from './font-pending'

const root = document.documentElement

/** A stand-in for `document.fonts` (jsdom has none): the face is loaded or not, and its load settles when told. */
function fakeFonts(loaded: boolean) {
  let settle: (ok: boolean) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = (ok) => (ok ? resolve() : reject(new Error('network')))
      }),
  )
  const check = vi.fn(() => loaded)
  Object.defineProperty(document, 'fonts', { value: { check, load }, configurable: true })
  return { check, load, settle: (ok: boolean) => settle(ok) }
}

const run = () => new Function(fontPendingScript())()
const settled = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => {
  root.removeAttribute(FONT_PENDING_ATTRIBUTE)
  Reflect.deleteProperty(document, 'fonts')
})

describe('the font-pending head script', () => {
  it('marks <html> while the face loads, and clears the mark once it has', async () => {
    const fonts = fakeFonts(false)
    run()
    expect(fonts.check).toHaveBeenCalledWith(MARQUEE_FONT)
    expect(fonts.load).toHaveBeenCalledWith(MARQUEE_FONT)
    expect(root.hasAttribute(FONT_PENDING_ATTRIBUTE)).toBe(true)
    fonts.settle(true)
    await settled()
    expect(root.hasAttribute(FONT_PENDING_ATTRIBUTE)).toBe(false)
  })

  it('clears the mark when the face fails too (the fallback is then what stays)', async () => {
    const fonts = fakeFonts(false)
    run()
    fonts.settle(false)
    await settled()
    expect(root.hasAttribute(FONT_PENDING_ATTRIBUTE)).toBe(false)
  })

  it('does nothing when the face is already in, or the browser has no font loading API', () => {
    const fonts = fakeFonts(true)
    run()
    expect(fonts.load).not.toHaveBeenCalled()
    expect(root.hasAttribute(FONT_PENDING_ATTRIBUTE)).toBe(false)
    Reflect.deleteProperty(document, 'fonts')
    Object.defineProperty(document, 'fonts', { value: undefined, configurable: true })
    expect(run).not.toThrow()
    expect(root.hasAttribute(FONT_PENDING_ATTRIBUTE)).toBe(false)
  })
})
