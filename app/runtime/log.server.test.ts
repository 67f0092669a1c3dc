import { afterEach, describe, expect, it, vi } from 'vitest'
import { log, truncatedAddress, withRequestLog } from './log.server'

describe('the server log', () => {
  afterEach(() => vi.restoreAllMocks())

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

  it('writes one JSON line per event, with the id of the request it belongs to, in one write per turn', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    withRequestLog({ id: 'req-1', cmsCalls: 0 }, () => log('info', 'request', { status: 200 }))
    log('info', 'startup')
    expect(out).not.toHaveBeenCalled()
    await nextTurn()
    expect(out).toHaveBeenCalledOnce()
    const text = String(out.mock.calls[0]?.[0])
    expect(text.endsWith('\n')).toBe(true)
    const [first, second] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(first).toMatchObject({ level: 'info', event: 'request', requestId: 'req-1', status: 200 })
    expect(typeof first.time).toBe('string')
    expect(second).not.toHaveProperty('requestId')
  })

  it('sends warnings and errors to stderr at once, and leaves out what is below the level (info by default)', async () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    log('debug', 'cms.call')
    log('warn', 'cms.failed')
    expect(err).toHaveBeenCalledOnce()
    await nextTurn()
    expect(out).not.toHaveBeenCalled()
  })

  it.each([
    ['203.0.113.57', '203.0.113.0'],
    ['::ffff:198.51.100.7', '198.51.100.0'],
    ['2001:db8:abcd:12:34::9', '2001:db8:abcd::'],
    ['::1', '0:0:0::'],
    ['unknown', 'unknown'],
  ])('keeps only the network part of an address: %s is logged as %s', (address, logged) => {
    expect(truncatedAddress(address)).toBe(logged)
  })
})
