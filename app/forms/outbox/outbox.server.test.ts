import { beforeEach, describe, expect, it, vi } from 'vitest'
import { takeEdgeBindings } from '~/runtime/edge-bindings.server'
import type { OutboxEntry } from './outbox-store'

/** The CMS behind the consumer: answers with the next scripted status, and records the bytes it was sent. */
const cms = vi.hoisted(() => ({ statuses: [] as number[], received: [] as Uint8Array[] }))
vi.mock('~/content/strapi.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/content/strapi.server')>()),
  cmsPost: async (_path: string, body: Uint8Array) => {
    cms.received.push(body)
    return { status: cms.statuses.shift() ?? 201, body: null }
  },
}))

const { deliverQueueBatch } = await import('./outbox.server')
const { keepOnEdge } = await import('./queue.server')

/** A Queue producer and an R2 bucket, in memory. */
function fakeBindings() {
  const sent: unknown[] = []
  const objects = new Map<string, { bytes: Uint8Array; meta?: Record<string, string> }>()
  takeEdgeBindings({
    OUTBOX_QUEUE: { send: async (body: unknown) => void sent.push(body) },
    OUTBOX_FILES: {
      put: async (name: string, bytes: Uint8Array, options?: { customMetadata?: Record<string, string> }) =>
        void objects.set(name, { bytes: new Uint8Array(bytes), meta: options?.customMetadata }),
      get: async (name: string) => {
        const found = objects.get(name)
        return found ? { arrayBuffer: async () => found.bytes.slice().buffer } : null
      },
      delete: async (name: string) => void objects.delete(name),
    },
  })
  return { sent, objects }
}

function entry(size: number): OutboxEntry {
  const body = new Uint8Array(size).map((_, i) => i % 256)
  const meta = {
    form: 'application' as const,
    key: 'key-12345678',
    contentType: 'multipart/form-data; boundary=x',
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now(),
  }
  return { meta, body }
}

/** One queue message as the consumer gets it, recording what it was told. */
function delivered(body: unknown) {
  const told: string[] = []
  return {
    told,
    message: {
      body,
      attempts: 1,
      ack: () => void told.push('ack'),
      retry: (options?: { delaySeconds?: number }) => void told.push(`retry ${options?.delaySeconds}`),
    },
  }
}

beforeEach(() => {
  cms.statuses.length = 0
  cms.received.length = 0
})

describe('the outbox on Workers', () => {
  it('sends a small body in the message and a large one through R2, byte for byte, then acks', async () => {
    const { sent, objects } = fakeBindings()
    const small = entry(1000)
    const large = entry(300_000)
    expect(await keepOnEdge(small)).toBe(true)
    expect(await keepOnEdge(large)).toBe(true)
    expect(objects.size).toBe(1)
    for (const [index, kept] of [small, large].entries()) {
      const { told, message } = delivered(sent[index])
      await deliverQueueBatch({ messages: [message] })
      expect(told).toEqual(['ack'])
      expect(cms.received.at(-1)).toEqual(kept.body)
    }
    // Delivered: the large body's copy is gone.
    expect(objects.size).toBe(0)
  })

  it('retries with a delay while the CMS is away, and sets a refused one aside under failed/', async () => {
    const { sent, objects } = fakeBindings()
    await keepOnEdge(entry(10))
    cms.statuses.push(503, 400)
    const first = delivered(sent[0])
    await deliverQueueBatch({ messages: [first.message] })
    expect(first.told).toHaveLength(1)
    expect(first.told[0]).toMatch(/^retry \d+$/)
    const second = delivered(sent[0])
    await deliverQueueBatch({ messages: [second.message] })
    expect(second.told).toEqual(['ack'])
    expect([...objects.keys()]).toEqual(['failed/application-key-12345678'])
    expect(objects.get('failed/application-key-12345678')?.meta?.failedStatus).toBe('400')
  })

  it('keeps nothing without the bindings: the visitor hears "could not be sent"', async () => {
    takeEdgeBindings({})
    expect(await keepOnEdge(entry(10))).toBe(false)
  })
})
