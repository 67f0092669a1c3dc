// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSubmission } from './use-submission'

type Fields = { email?: string }
const ok = { ok: true } as const
const unavailable = { ok: false, reason: 'unavailable' } as const

function setup() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return renderHook(() => useSubmission({ kind: 'idle' }, '[test] not sent'))
}

/** A sender that answers the same every time and keeps the idempotency key of each call. */
function keyRecorder<Answer>(answer: Answer) {
  const keys: string[] = []
  const send = async (key: string) => {
    keys.push(key)
    return answer
  }
  return { keys, send }
}

describe('useSubmission', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends a retry of the same content with the same key, and edited content with a new one', async () => {
    const { result } = setup()
    const { keys, send } = keyRecorder(unavailable)
    await act(() => result.current.submit({ message: 'hi' }, send, () => {}))
    expect(result.current.status).toEqual({ kind: 'failure', message: 'failure' })
    await act(() => result.current.submit({ message: 'hi' }, send, () => {}))
    await act(() => result.current.submit({ message: 'hi!' }, send, () => {}))
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('starts a new key after a success, so the same text sent again is a new message', async () => {
    const { result } = setup()
    const { keys, send } = keyRecorder(ok)
    let sent = false
    await act(async () => {
      sent = await result.current.submit('same', send, () => {})
    })
    expect(sent).toBe(true)
    expect(result.current.status).toEqual({ kind: 'success' })
    await act(() => result.current.submit('same', send, () => {}))
    expect(keys[1]).not.toBe(keys[0])
  })

  it('hands the refused fields over and says to check them; a rate limit and a throw read as such', async () => {
    const { result } = setup()
    const onInvalid = vi.fn()
    const invalid = { ok: false, reason: 'invalid', fields: { email: 'emailInvalid' } } as const
    await act(() => result.current.submit<Fields>('x', async () => invalid, onInvalid))
    expect(onInvalid).toHaveBeenCalledWith({ email: 'emailInvalid' })
    expect(result.current.status).toEqual({ kind: 'failure', message: 'checkFields' })
    await act(() => result.current.submit('x', async () => ({ ok: false, reason: 'rate-limited' }) as const, onInvalid))
    expect(result.current.status).toEqual({ kind: 'failure', message: 'rateLimited' })
    await act(() => result.current.submit('x', () => Promise.reject(new Error('offline')), onInvalid))
    expect(result.current.status).toEqual({ kind: 'failure', message: 'failure' })
    expect(onInvalid).toHaveBeenCalledTimes(1)
  })
})
