import { vi } from 'vitest'

// The files share a process (isolate: false in vitest.config.ts), so each starts as it would alone: with the
// environment the first one found (a file may set a variable before its imports), and on a module set of its own (its
// mocks apply, and settings its modules read once are its own).
const FIRST_ENV = Symbol.for('origin.unit-tests.first-env')
const first: unknown = Reflect.get(globalThis, FIRST_ENV)
if (first instanceof Map) {
  for (const name of Object.keys(process.env)) if (!first.has(name)) delete process.env[name]
  for (const [name, value] of first)
    if (typeof name === 'string' && typeof value === 'string') process.env[name] = value
} else Reflect.set(globalThis, FIRST_ENV, new Map(Object.entries(process.env)))
vi.resetModules()
const { loadAllDictionaries } = await import('~/i18n')

// Unit tests call translator() directly, as the server does: both dictionaries first.
await loadAllDictionaries(['en', 'no'])
