// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOnDemand } from './use-on-demand'

/** An importer that fails its first `failures` calls, then gives `value`; it counts its calls. */
function importerOf<T>(value: T, failures = 0) {
  let calls = 0
  const importer = async () => {
    calls += 1
    if (calls <= failures) throw new Error('chunk not found')
    return value
  }
  return { importer, calls: () => calls }
}

describe('useOnDemand', () => {
  it('has nothing until asked, then what the importer gave, fetched once however often it is asked', async () => {
    const view = () => 'the view'
    const { importer, calls } = importerOf(view)
    const { result } = renderHook(() => useOnDemand(importer))
    expect(result.current.loaded).toBeNull()
    expect(calls()).toBe(0)
    await act(() => Promise.all([result.current.load(), result.current.load()]))
    await act(() => result.current.load())
    // A function is kept as it is, not called as a state updater.
    expect(result.current.loaded).toBe(view)
    expect(calls()).toBe(1)
  })

  it('tries again on the next ask after a failed fetch', async () => {
    const { importer, calls } = importerOf('the view', 1)
    const { result } = renderHook(() => useOnDemand(importer))
    await act(() => result.current.load())
    expect(result.current.loaded).toBeNull()
    await act(() => result.current.load())
    expect(result.current.loaded).toBe('the view')
    expect(calls()).toBe(2)
  })
})
