import { beforeEach, expect, it, vi } from 'vitest'

/*
 * Two isolates sharing one KV namespace: each is a fresh copy of the modules (its own memory caches), the namespace
 * is one map. tests/edge proves the same with two real workerd processes.
 */

const invalidateCms = vi.fn((_tags: readonly string[] | null) => 3)
const clearPageCache = vi.fn(() => 2)
vi.mock('./cms-cache.server', () => ({ invalidateCms }))
vi.mock('~/pipeline/page-cache.server', () => ({ clearPageCache }))

const store = new Map<string, string>()
const kv = {
  get: async (key: string) => store.get(key) ?? null,
  put: async (key: string, value: string) => {
    store.set(key, value)
  },
}

async function isolate(env: unknown = { SITE_STATE: kv }) {
  vi.resetModules()
  const { takeEdgeBindings } = await import('~/runtime/edge-bindings.server')
  const version = await import('./content-version.server')
  takeEdgeBindings(env)
  return version
}

beforeEach(() => {
  store.clear()
  invalidateCms.mockClear()
  clearPageCache.mockClear()
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

it("drops an isolate's caches when another isolate has published, once, and not before", async () => {
  const a = await isolate()
  const b = await isolate()
  await a.syncContentVersion(1_000)
  await b.syncContentVersion(1_000)
  expect(invalidateCms).not.toHaveBeenCalled()

  await a.bumpContentVersion()
  // Within the second since b last looked, it does not ask again; after it, it sees the new version and drops all.
  await b.syncContentVersion(1_500)
  expect(invalidateCms).not.toHaveBeenCalled()
  await b.syncContentVersion(2_100)
  expect(invalidateCms).toHaveBeenCalledWith(null)
  expect(clearPageCache).toHaveBeenCalledTimes(1)
  // Nothing new since: nothing more dropped.
  await b.syncContentVersion(3_200)
  expect(invalidateCms).toHaveBeenCalledTimes(1)
})

it('the isolate that published does not drop its caches a second time', async () => {
  const a = await isolate()
  await a.syncContentVersion(0)
  await a.bumpContentVersion()
  await a.syncContentVersion(Date.now() + 5_000)
  expect(invalidateCms).not.toHaveBeenCalled()
})

it('does nothing without the KV binding (Node), and keeps the caches when KV fails', async () => {
  const node = await isolate({})
  await node.bumpContentVersion()
  await node.syncContentVersion(0)
  expect(store.size).toBe(0)

  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const broken = await isolate({
    SITE_STATE: {
      get: async () => {
        throw new Error('KV down')
      },
      put: async () => {
        throw new Error('KV down')
      },
    },
  })
  await broken.syncContentVersion(0)
  await broken.bumpContentVersion()
  expect(invalidateCms).not.toHaveBeenCalled()
  expect(error).toHaveBeenCalledTimes(2)
})
