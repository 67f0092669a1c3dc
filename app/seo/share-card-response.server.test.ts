import { describe, expect, it, vi } from 'vitest'

/** What the rasteriser does in each test: draws (four PNG bytes) or fails to start. */
let draw: () => Promise<Uint8Array<ArrayBuffer>> = async () => new Uint8Array([137, 80, 78, 71])
let drawn = 0
vi.mock('./share-card-render.server', () => ({
  shareCardPng: () => {
    drawn++
    return draw()
  },
}))
vi.mock('~/runtime/site-url.server', () => ({ publicSiteUrl: () => 'https://origin.test' }))

const { shareCardResponse } = await import('./share-card-response.server')
const get = (path: string) => shareCardResponse(new Request(`https://origin.test${path}`))

describe('the share card answer', () => {
  it("answers a page's card as a PNG kept a day", async () => {
    const response = await get('/og/no/about.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('refuses an address of no page before drawing anything', async () => {
    const before = drawn
    const response = await get('/og/en/nothing.png')
    expect([response.status, response.headers.get('cache-control')]).toEqual([404, 'no-store'])
    expect(drawn).toBe(before)
  })

  it('says "unavailable" and logs it when the rasteriser cannot start, instead of a 500', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    draw = async () => {
      throw new Error('WebAssembly.instantiate failed')
    }
    const response = await get('/og/en/about.png')
    expect([response.status, response.headers.get('cache-control')]).toEqual([503, 'no-store'])
    expect(errors.mock.calls.flat().join(' ')).toContain('share-card.render-failed')
    errors.mockRestore()
  })
})
