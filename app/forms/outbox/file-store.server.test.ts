import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type DeliveryOutcome, deliveryLoop } from './delivery-loop.server'
import { fileOutbox } from './file-store.server'
import { MAX_RETRY_MS, type OutboxEntry, type OutboxMeta, retryDelayMs } from './outbox-store'

let dir = ''
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'outbox-test-')), 'outbox')
})
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true })
})

const caps = { maxEntries: 10, maxBytes: 1000 }

function entry(key: string, bytes: number[] = [1, 2, 3], nextAttemptAt = 0): OutboxEntry {
  const meta: OutboxMeta = {
    form: 'application',
    key,
    contentType: 'multipart/form-data; boundary=x',
    createdAt: 1,
    attempts: 1,
    nextAttemptAt,
  }
  return { meta, body: new Uint8Array(bytes) }
}

const mode = async (path: string) => (await stat(path)).mode & 0o777

describe('the outbox directory', () => {
  it('keeps the exact bytes and the meta, files 0600 in a 0700 directory, nothing temporary left', async () => {
    const store = await fileOutbox(dir, caps)
    const bytes = [0, 255, 13, 10, 37, 80, 68, 70]
    expect(await store.add(entry('key-00000001', bytes))).toBe('added')
    const names = (await readdir(dir)).sort()
    expect(names).toEqual(['application-key-00000001.body', 'application-key-00000001.json', 'failed'])
    expect([...(await readFile(join(dir, 'application-key-00000001.body')))]).toEqual(bytes)
    expect(JSON.parse(await readFile(join(dir, 'application-key-00000001.json'), 'utf8'))).toMatchObject({
      form: 'application',
      key: 'key-00000001',
    })
    expect(await mode(dir)).toBe(0o700)
    expect(await mode(join(dir, 'failed'))).toBe(0o700)
    expect(await mode(join(dir, 'application-key-00000001.body'))).toBe(0o600)
    expect(await mode(join(dir, 'application-key-00000001.json'))).toBe(0o600)
    const taken = await store.take(Date.now())
    expect(taken && [...taken.body]).toEqual(bytes)
  })

  it('refuses past its caps on entries and on bytes, and takes the same submission twice as one', async () => {
    const store = await fileOutbox(dir, { maxEntries: 2, maxBytes: 10 })
    expect(await store.add(entry('key-00000001', [1, 2, 3, 4]))).toBe('added')
    expect(await store.add(entry('key-00000001', [1, 2, 3, 4]))).toBe('added')
    expect(await store.add(entry('key-00000002', [1, 2, 3, 4, 5, 6, 7]))).toBe('full')
    expect(await store.add(entry('key-00000003', [1, 2, 3, 4, 5, 6]))).toBe('added')
    expect(await store.add(entry('key-00000004', [1]))).toBe('full')
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(2)
  })

  it('counts two adds at once against the cap one after the other', async () => {
    const store = await fileOutbox(dir, { maxEntries: 1, maxBytes: 1000 })
    const results = await Promise.all([store.add(entry('key-0000000a')), store.add(entry('key-0000000b'))])
    expect(results.sort()).toEqual(['added', 'full'])
  })

  it('hands out only what is due, each entry once until it is settled', async () => {
    const store = await fileOutbox(dir, caps)
    await store.add(entry('key-00000001', [1], 100))
    await store.add(entry('key-00000002', [2], 5000))
    expect(await store.take(50)).toBeNull()
    expect((await store.take(200))?.meta.key).toBe('key-00000001')
    expect(await store.take(200)).toBeNull()
    expect(await store.nextDue()).toBe(5000)
  })

  it('says how deep it is: entries waiting, entries set aside, and when the oldest waiting one was kept', async () => {
    const store = await fileOutbox(dir, caps)
    expect(await store.depth()).toEqual({ pending: 0, failed: 0, oldestCreatedAt: null })
    // Only the third is due, so it is the one set aside.
    const later = Date.now() + 60_000
    const older = entry('key-00000001', [1], later)
    await store.add({ ...older, meta: { ...older.meta, createdAt: 1000 } })
    const newer = entry('key-00000002', [2], later)
    await store.add({ ...newer, meta: { ...newer.meta, createdAt: 2000 } })
    await store.add(entry('key-00000003'))
    const refused = await store.take(Date.now())
    if (!refused) throw new Error('nothing was due')
    await store.setAside(refused.meta, 400)
    const left = await store.depth()
    expect([left.pending, left.failed]).toEqual([2, 1])
    expect(refused.meta.key).toBe('key-00000003')
    expect(left.oldestCreatedAt).toBe(1000)
  })

  it('sweeps a crash’s leftovers older than an hour: temporary files and a body without its meta', async () => {
    await fileOutbox(dir, caps)
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    for (const name of ['.tmp-abc', 'contact-key-00000009.body']) {
      await writeFile(join(dir, name), 'x')
      const { utimes } = await import('node:fs/promises')
      await utimes(join(dir, name), old, old)
    }
    await writeFile(join(dir, '.tmp-fresh'), 'x')
    await fileOutbox(dir, caps)
    expect((await readdir(dir)).sort()).toEqual(['.tmp-fresh', 'failed'])
  })
})

describe('delivering the outbox', () => {
  /** A deliverer that answers from a script, and records what it was given. */
  function scripted(answers: DeliveryOutcome[]) {
    const seen: string[] = []
    return {
      seen,
      deliver: async (given: OutboxEntry): Promise<DeliveryOutcome> => {
        seen.push(given.meta.key)
        return answers.shift() ?? { outcome: 'delivered' }
      },
    }
  }

  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await check()).toBe(true)
  }
  const pendingCount = async () => (await readdir(dir)).filter((name) => name.endsWith('.json')).length

  it('removes an entry the CMS took (2xx)', async () => {
    const store = await fileOutbox(dir, caps)
    await store.add(entry('key-00000001'))
    const cms = scripted([{ outcome: 'delivered' }])
    const loop = deliveryLoop(store, cms.deliver, 1000)
    loop.wake()
    await until(async () => (await pendingCount()) === 0)
    expect(await readdir(dir)).toEqual(['failed'])
    expect(cms.seen).toEqual(['key-00000001'])
    await loop.stop()
  })

  it('moves an entry the CMS refused (4xx) to failed/, bytes and all, and never tries it again', async () => {
    const store = await fileOutbox(dir, caps)
    await store.add(entry('key-00000001', [7, 7]))
    const cms = scripted([{ outcome: 'refused', status: 400 }])
    const loop = deliveryLoop(store, cms.deliver, 1000)
    loop.wake()
    // The failed copy is written whole before the pending meta goes (a crash between keeps the entry): wait for both.
    await until(
      async () =>
        (await pendingCount()) === 0 &&
        (await readdir(join(dir, 'failed'))).filter((name) => name.endsWith('.json')).length === 1,
    )
    expect([...(await readFile(join(dir, 'failed', 'application-key-00000001.body')))]).toEqual([7, 7])
    expect(JSON.parse(await readFile(join(dir, 'failed', 'application-key-00000001.json'), 'utf8'))).toMatchObject({
      failedStatus: 400,
    })
    expect(await store.nextDue()).toBeNull()
    await loop.stop()
  })

  it('keeps an entry while the CMS is away and delivers it once it answers', async () => {
    const store = await fileOutbox(dir, caps)
    await store.add(entry('key-00000001'))
    const cms = scripted([
      { outcome: 'retry', why: 'unreachable' },
      { outcome: 'retry', why: 503 },
    ])
    // A base of 10 ms: the waits are 5–10, then 10–20 ms.
    const loop = deliveryLoop(store, cms.deliver, 10)
    loop.wake()
    await until(async () => (await pendingCount()) === 0)
    expect(cms.seen).toEqual(['key-00000001', 'key-00000001', 'key-00000001'])
    await loop.stop()
  })

  it('counts the tries and schedules the next one in the meta', async () => {
    const store = await fileOutbox(dir, caps)
    await store.add(entry('key-00000001'))
    const cms = scripted([{ outcome: 'retry', why: 'timeout' }])
    const loop = deliveryLoop(store, cms.deliver, 60_000)
    const before = Date.now()
    loop.wake()
    await until(async () => {
      const meta = JSON.parse(await readFile(join(dir, 'application-key-00000001.json'), 'utf8'))
      return meta.attempts === 2
    })
    const meta = JSON.parse(await readFile(join(dir, 'application-key-00000001.json'), 'utf8'))
    // The second failed try waits 60–120 s.
    expect(meta.nextAttemptAt - before).toBeGreaterThanOrEqual(60_000 - 50)
    expect(meta.nextAttemptAt - Date.now()).toBeLessThanOrEqual(120_000)
    await loop.stop()
    expect(await pendingCount()).toBe(1)
  })
})

describe('the retry schedule', () => {
  it('doubles from the base up to ten minutes, each wait between half and all of that', () => {
    const low = () => 0
    const high = () => 1
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, high))).toEqual([5000, 10_000, 20_000, 40_000])
    expect(retryDelayMs(1, 5000, low)).toBe(2500)
    expect(retryDelayMs(20, 5000, high)).toBe(MAX_RETRY_MS)
    expect(retryDelayMs(1000, 5000, low)).toBe(MAX_RETRY_MS / 2)
  })
})
