import { vi } from 'vitest'

const removers: (() => void)[] = []

/**
 * Runs a head script's exact text, as the page carries it, against the real DOM. `globals` stand in for the window's
 * of those names. Returns how many document listeners the script added; `removeHeadScriptListeners` takes them away
 * again, so each test starts clean.
 */
export function runHeadScript(source: string, globals: Record<string, unknown> = {}): number {
  const before = removers.length
  const add = document.addEventListener.bind(document)
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    add(type, listener, options)
    removers.push(() => document.removeEventListener(type, listener, options))
  })
  try {
    new Function(...Object.keys(globals), source)(...Object.values(globals))
  } finally {
    spy.mockRestore()
  }
  return removers.length - before
}

/** Removes the listeners every head script run so far has added (for an `afterEach`). */
export function removeHeadScriptListeners() {
  for (const remove of removers.splice(0)) remove()
}
