/**
 * Security headers of every response (decision 006), as pure functions of the configuration and the request's nonce.
 * Scripts run only with this request's nonce (`strict-dynamic` lets them load the app's own chunks and the consented
 * analytics script); nothing is framed except by the CMS admin (draft preview); media come from the CMS by name.
 */
export type SecurityConfig = {
  /** Origins CMS media (images, logos) are served from. */
  mediaOrigins: readonly string[]
  /** The CMS admin's origin: the only other page allowed to frame the site (its preview pane). */
  adminOrigin: string | null
  /** Origins the consented analytics script sends to (none without a provider). */
  analyticsOrigins: readonly string[]
  /** Third-party frames the pages embed by name (the Creative Lab playlist). */
  frameOrigins: readonly string[]
  /** Served over HTTPS (SITE_URL): stray http:// subresources are upgraded. */
  https: boolean
}

export function originOf(url: string | undefined | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

export function contentSecurityPolicy(config: SecurityConfig, nonce: string): string {
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ')
  const directives = [
    `default-src 'self'`,
    // 'self' and https: are ignored by browsers that understand strict-dynamic; older ones fall back to them.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', ...config.mediaOrigins, ...config.analyticsOrigins)}`,
    `media-src ${list("'self'", ...config.mediaOrigins)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...config.analyticsOrigins)}`,
    `frame-src ${config.frameOrigins.length > 0 ? list(...config.frameOrigins) : "'none'"}`,
    `frame-ancestors ${list("'self'", ...(config.adminOrigin ? [config.adminOrigin] : []))}`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
  ]
  if (config.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The policy of anything that is not a page (JSON, XML, text, static files): no sources at all, never framed. */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/**
 * The headers every answer carries whatever it is. Static files (scripts, fonts, images, videos) get exactly these
 * from the Node server's route rules (vite.config.ts): they never pass through the app.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Browsers ignore HSTS on plain HTTP, so it is always sent; behind TLS it pins the site to HTTPS for two years.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy': NON_DOCUMENT_POLICY,
}

export function securityHeaders(config: SecurityConfig, nonce: string, isHtml: boolean): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    ...(isHtml ? { 'Content-Security-Policy': contentSecurityPolicy(config, nonce) } : {}),
  }
}

const NONCE_BYTES = 16
/**
 * Random bytes drawn from the CSPRNG a few kilobytes at a time: one call per 256 nonces instead of one per response
 * (the call, not the randomness, was 4% of a cached page's cost). Each nonce still uses bytes no other nonce uses.
 */
let pool = new Uint8Array(0)
let poolOffset = 0

/** 128 random bits, base64: a fresh value for every response. */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * 256))
    poolOffset = 0
  }
  let binary = ''
  for (let i = poolOffset; i < poolOffset + NONCE_BYTES; i++) binary += String.fromCharCode(pool[i] ?? 0)
  poolOffset += NONCE_BYTES
  return btoa(binary)
}
