import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from './env.server'

/** The variables .env.example names. */
const documented = readFileSync('.env.example', 'utf8')
  .split('\n')
  .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? [])

describe('.env.example', () => {
  it('names every variable the server reads, and only those', () => {
    // Read by the Node server's listener and its graceful stop, not by siteEnv().
    const outside = ['PORT', 'HOST', 'SERVER_SHUTDOWN_TIMEOUT']
    expect([...documented].sort()).toEqual([...Object.keys(parseSiteEnv({})), ...outside].sort())
  })

  it("gives each one the server's own default", () => {
    const values = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .flatMap((line) => {
          const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
          return match ? [[match[1], match[2]]] : []
        }),
    )
    const defaults = parseSiteEnv({})
    const fromFile = parseSiteEnv({ ...values, NODE_ENV: '' })
    expect(fromFile).toEqual({ ...defaults })
  })
})
