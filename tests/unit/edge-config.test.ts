import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The Workers build has its own Vite config so the Node build's stays untouched (decision 007); the app must still be
 * built the same way by both. This compares the two `tanstackStart({...})` calls as written, comments and spacing
 * aside, so a Start option added to one config and forgotten in the other fails here rather than on the edge.
 */
function startOptions(file: string): string {
  const source = readFileSync(file, 'utf8')
  const start = source.indexOf('tanstackStart({')
  const end = source.indexOf('\n    }),', start)
  if (start < 0 || end < 0) throw new Error(`${file}: no tanstackStart({...}) call found`)
  return source
    .slice(start, end)
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '')
}

describe('the edge build', () => {
  it('passes TanStack Start the same options as the Node build', () => {
    expect(startOptions('vite.edge.config.ts')).toBe(startOptions('vite.config.ts'))
  })
})
