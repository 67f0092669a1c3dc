import { afterEach, beforeEach, expect, it, vi } from 'vitest'

/*
 * Which count a form post goes to: memory by default, PostgreSQL when configured (its own module, stood in for here;
 * scripts/cms-postgres.sh runs the real one against two servers, tests/scale), Cloudflare's binding on Workers, and memory again
 * whenever a shared store cannot answer.
 */

const postgresFormRateLimit = vi.fn()
vi.mock('./form-rate-limit-postgres.server', () => ({ postgresFormRateLimit }))

beforeEach(() => {
  vi.resetModules()
  postgresFormRateLimit.mockReset()
  vi.stubEnv('RATE_LIMIT_DATABASE_URL', '')
  vi.stubEnv('FORM_RATE_LIMIT', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const load = async () => ({
  ...(await import('./form-rate-limit.server')),
  takeEdgeBindings: (await import('~/runtime/edge-bindings.server')).takeEdgeBindings,
})

async function posts(allow: (key: string) => Promise<boolean>, key: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = []
  for (let i = 0; i < count; i++) answers.push(await allow(key))
  return answers
}

it('counts five posts per client and form in memory when nothing is configured', async () => {
  const { allowFormPost } = await load()
  expect(await posts((k) => allowFormPost('contact', k), 'a', 6)).toEqual([true, true, true, true, true, false])
  // Another client, and the other form, have their own allowance.
  expect(await allowFormPost('contact', 'b')).toBe(true)
  expect(await allowFormPost('application', 'a')).toBe(true)
  expect(postgresFormRateLimit).not.toHaveBeenCalled()
})

it('asks PostgreSQL when RATE_LIMIT_DATABASE_URL is set, and nothing in memory decides', async () => {
  vi.stubEnv('RATE_LIMIT_DATABASE_URL', 'postgres://limits@db/site')
  const shared = vi.fn(async (_form: string, key: string) => key !== 'spent')
  postgresFormRateLimit.mockResolvedValue(shared)
  const { allowFormPost } = await load()
  expect(await posts((k) => allowFormPost('application', k), 'a', 7)).toEqual(Array(7).fill(true))
  expect(await allowFormPost('contact', 'spent')).toBe(false)
  expect(postgresFormRateLimit).toHaveBeenCalledTimes(1)
  expect(postgresFormRateLimit).toHaveBeenCalledWith('postgres://limits@db/site', 5, 10 * 60 * 1000)
  expect(shared).toHaveBeenLastCalledWith('contact', 'spent')
})

it('counts in memory while PostgreSQL cannot answer, says so once, and tries the database again later', async () => {
  vi.stubEnv('RATE_LIMIT_DATABASE_URL', 'postgres://limits@db/site')
  const complaint = vi.spyOn(console, 'error').mockImplementation(() => {})
  postgresFormRateLimit.mockRejectedValue(new Error('connect ECONNREFUSED'))
  const { allowFormPost } = await load()
  // No post is lost to the outage: the process's own count applies.
  expect(await posts((k) => allowFormPost('contact', k), 'a', 6)).toEqual([true, true, true, true, true, false])
  expect(complaint).toHaveBeenCalledTimes(1)
  expect(postgresFormRateLimit).toHaveBeenCalledTimes(6)

  postgresFormRateLimit.mockResolvedValue(async () => true)
  expect(await allowFormPost('contact', 'a')).toBe(true)
})

it('uses the Workers binding once the edge entry hands it over, keyed by form and client', async () => {
  const seen = new Map<string, number>()
  const FORM_RATE_LIMITER = {
    async limit({ key }: { key: string }) {
      seen.set(key, (seen.get(key) ?? 0) + 1)
      return { success: (seen.get(key) ?? 0) <= 2 }
    },
  }
  const { allowFormPost, takeEdgeBindings } = await load()
  takeEdgeBindings({ FORM_RATE_LIMITER, OTHER: 'x' })
  expect(await posts((k) => allowFormPost('contact', k), '198.51.100.7', 3)).toEqual([true, true, false])
  expect([...seen.keys()]).toEqual(['contact:198.51.100.7'])
})

it('ignores an env without the binding, and falls back to memory when the binding answers nonsense', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { allowFormPost, takeEdgeBindings } = await load()
  takeEdgeBindings({ FORM_RATE_LIMITER: 'not a binding' })
  takeEdgeBindings(undefined)
  expect(await posts((k) => allowFormPost('contact', k), 'a', 6)).toEqual([true, true, true, true, true, false])

  takeEdgeBindings({ FORM_RATE_LIMITER: { limit: async () => ({ ok: 'yes' }) } })
  expect(await allowFormPost('contact', 'b')).toBe(true)
})
