import { afterEach, expect, it, vi } from 'vitest'

// The renderer's chunk does not come (a navigation aborted it, a deploy replaced it).
vi.mock('./RichTextBlocks', () => {
  throw new TypeError('error loading dynamically imported module')
})

const rejections: unknown[] = []
const onRejection = (reason: unknown) => rejections.push(reason)
afterEach(() => {
  process.off('unhandledRejection', onRejection)
})

it('a head start that fails is no unhandled rejection (RichText meets the failure itself)', async () => {
  process.on('unhandledRejection', onRejection)
  const { preloadRichText } = await import('./preload')
  preloadRichText()
  // The same failed import, settled: then Node has reported an unhandled one, after the turn it settled in.
  await import('./RichTextBlocks').catch(() => undefined)
  await new Promise((resolve) => setImmediate(resolve))
  expect(rejections).toEqual([])
})
