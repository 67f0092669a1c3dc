import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

const request = (headers: Record<string, string>, ip?: string) => {
  const r = new Request('http://site.example/contact', { headers })
  if (ip) Object.defineProperty(r, 'ip', { value: ip })
  return r
}

describe('clientAddress: what the forms rate limits count by', () => {
  it("reads Cloudflare's CF-Connecting-IP on Workers", () => {
    const options = { trustProxy: false, userAgent: 'Cloudflare-Workers' }
    expect(clientAddress(request({ 'cf-connecting-ip': '203.0.113.7' }), options)).toBe('203.0.113.7')
    expect(clientAddress(request({}), options)).toBe('unknown')
  })
  it('ignores that header on Node, where any client could send it, and reads the socket', () => {
    const headers = { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }
    expect(clientAddress(request(headers, '192.0.2.5'), { trustProxy: false, userAgent: 'Node.js/22' })).toBe(
      '192.0.2.5',
    )
    expect(clientAddress(request(headers), { trustProxy: false, userAgent: 'Node.js/22' })).toBe('unknown')
  })
  it("believes the proxy's X-Forwarded-For only when told to, and then its first entry", () => {
    const headers = { 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' }
    expect(clientAddress(request(headers, '10.0.0.1'), { trustProxy: true, userAgent: 'Node.js/22' })).toBe(
      '198.51.100.1',
    )
    expect(clientAddress(request({}, '10.0.0.1'), { trustProxy: true, userAgent: 'Node.js/22' })).toBe('10.0.0.1')
  })
})
