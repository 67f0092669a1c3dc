import { describe, expect, it } from 'vitest'
import { consoleLine, outputLine } from './json-output.server'

describe('what libraries print, as lines of the log', () => {
  it("passes the site's own lines as they are", () => {
    const own = '{"time":"2026-12-03T10:00:00.000Z","level":"info","event":"request"}'
    expect(consoleLine('error', [own])).toBeNull()
    expect(outputLine(`${own}\n${own}\n`, 'stdout')).toBeNull()
  })

  it('makes a visitor who left one info line without a stack, however the library names it', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    const tagged = Object.assign(new Error('aborted'), { code: 'ECONNRESET', status: 499 })
    const premature = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    for (const error of [aborted, tagged, premature])
      expect(consoleLine('error', [error])).toEqual({
        level: 'info',
        event: 'client.closed',
        fields: { reason: error.code },
      })
  })

  it('keeps any other error an error, its stack inside the one line', () => {
    const line = consoleLine('error', ['[uncaughtException]', new TypeError('x is not a function')])
    expect(line).toMatchObject({
      level: 'error',
      event: 'console',
      fields: { message: '[uncaughtException]', error: { name: 'TypeError', message: 'x is not a function' } },
    })
    expect(JSON.stringify(line)).toContain('json-output.server.test')
    // A CMS that reset the connection is no visitor leaving.
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    expect(consoleLine('error', [reset])?.level).toBe('error')
  })

  it("names the HTTP library's start, drops its shutdown countdown, and wraps any other text at its stream's level", () => {
    expect(
      consoleLine('log', ['\u001b[32m➜ Listening on:\u001b[0m \u001b[36mhttp://127.0.0.1:3000/\u001b[0m']),
    ).toEqual({
      level: 'info',
      event: 'server.listening',
      fields: { url: 'http://127.0.0.1:3000/' },
    })
    expect(outputLine('\rStopping server gracefully (5s)... Press Ctrl+C again to force close.', 'stderr')).toBe('drop')
    expect(outputLine('\u001b[2K\rServer closed successfully.\n', 'stderr')).toBe('drop')
    expect(outputLine('\n', 'stdout')).toBe('drop')
    expect(outputLine('(node:12) Warning: something\n', 'stderr')).toEqual({
      level: 'warn',
      event: 'output',
      fields: { message: '(node:12) Warning: something' },
    })
    expect(consoleLine('warn', ['%s of %d', 'two', 3])).toEqual({
      level: 'warn',
      event: 'console',
      fields: { message: 'two of 3' },
    })
  })
})
