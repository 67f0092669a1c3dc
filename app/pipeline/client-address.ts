/**
 * The visitor's address, read from the request itself, so the request guard can count a form post before Start (and
 * its request context) sees it:
 * - on Cloudflare Workers, `CF-Connecting-IP`, which Cloudflare's edge sets, replacing whatever the client sent (a
 *   worker has no socket to read it from); anywhere else that header is only the client's word;
 * - with `TRUST_PROXY=1`, the first `X-Forwarded-For` entry, which the proxy in front sets;
 * - otherwise the socket's address, which the Node server (srvx) puts on its request as `ip`.
 * Never the client's own claim: a script could pick a fresh "address" per request and never be limited.
 */
export function clientAddress(
  request: Request,
  { trustProxy, userAgent = globalThis.navigator?.userAgent }: { trustProxy: boolean; userAgent?: string },
): string {
  if (userAgent === 'Cloudflare-Workers') return request.headers.get('cf-connecting-ip')?.trim() || 'unknown'
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const ip: unknown = Reflect.get(request, 'ip')
  return typeof ip === 'string' && ip !== '' ? ip : 'unknown'
}
