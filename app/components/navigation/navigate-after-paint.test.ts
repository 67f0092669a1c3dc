// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPlainClick, useNavigateAfterPaint } from './navigate-after-paint'

const navigate = vi.fn<(options: { href: string; resetScroll?: boolean }) => Promise<void>>()
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }))

/** A click on a link, as much of it as the hook reads. */
function click(init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const link = document.createElement('a')
  link.setAttribute('href', '/projects?page=2')
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  const native = new window.MouseEvent('click', { button: 0, cancelable: true, ...init })
  return {
    currentTarget: link,
    button: native.button,
    metaKey: native.metaKey,
    altKey: native.altKey,
    ctrlKey: native.ctrlKey,
    shiftKey: native.shiftKey,
    get defaultPrevented() {
      return native.defaultPrevented
    },
    preventDefault: () => native.preventDefault(),
  }
}

describe('isPlainClick', () => {
  it('takes a main-button click in the same window only', () => {
    expect(isPlainClick(click())).toBe(true)
    expect(isPlainClick(click({ ctrlKey: true }))).toBe(false)
    expect(isPlainClick(click({ metaKey: true }))).toBe(false)
    expect(isPlainClick(click({ shiftKey: true }))).toBe(false)
    expect(isPlainClick(click({ button: 1 }))).toBe(false)
    expect(isPlainClick(click({}, { target: '_blank' }))).toBe(false)
    expect(isPlainClick(click({}, { download: '' }))).toBe(false)
  })
})

describe('useNavigateAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    navigate.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows what was asked for at once and navigates to the link only after the next paint', async () => {
    let finish: () => void = () => undefined
    navigate.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    const { result } = renderHook(() => useNavigateAfterPaint<string>('page-1', { resetScroll: false }))
    const event = click()
    act(() => result.current.navigate(event, 'more'))
    expect(event.defaultPrevented).toBe(true)
    expect(result.current.asked).toBe('more')
    expect(navigate).not.toHaveBeenCalled()
    act(() => vi.advanceTimersToNextFrame())
    expect(navigate).not.toHaveBeenCalled()
    act(() => vi.runOnlyPendingTimers())
    expect(navigate).toHaveBeenCalledWith({ href: '/projects?page=2', resetScroll: false })
    // Still asked while the navigation runs; done once it is, even when the URL did not change (the current filter).
    expect(result.current.asked).toBe('more')
    await act(async () => finish())
    expect(result.current.asked).toBeNull()
  })

  it('gives way to the screen as soon as its URL changes', () => {
    navigate.mockImplementation(() => new Promise<void>(() => undefined))
    const { result, rerender } = renderHook(({ here }) => useNavigateAfterPaint<string>(here), {
      initialProps: { here: 'all' },
    })
    act(() => result.current.navigate(click(), 'Branding'))
    expect(result.current.asked).toBe('Branding')
    rerender({ here: 'Branding' })
    expect(result.current.asked).toBeNull()
  })

  it('leaves a click the router would not take to the browser', () => {
    const { result } = renderHook(() => useNavigateAfterPaint<string>('all'))
    const event = click({ ctrlKey: true })
    act(() => result.current.navigate(event, 'Branding'))
    expect(event.defaultPrevented).toBe(false)
    expect(result.current.asked).toBeNull()
    act(() => vi.runAllTimers())
    expect(navigate).not.toHaveBeenCalled()
  })
})
