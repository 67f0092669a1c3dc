// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint'

describe('afterNextPaint', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  )
  afterEach(() => vi.useRealTimers())

  it('runs after the next frame, in a task of its own', () => {
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersToNextFrame()
    expect(task).not.toHaveBeenCalled()
    vi.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledOnce()
  })

  it('can be cancelled before the frame and between the frame and the task', () => {
    const early = vi.fn()
    afterNextPaint(early)()
    const late = vi.fn()
    const cancel = afterNextPaint(late)
    vi.advanceTimersToNextFrame()
    cancel()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
