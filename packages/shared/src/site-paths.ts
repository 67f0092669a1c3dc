/**
 * Paths of the site as redirects hold them (decision 037), and the earlier slugs of a renamed document. One source for
 * the CMS, which refuses what breaks these rules, and the site, which ignores such entries should one get stored
 * anyway (an older CMS, a direct database edit). Plain TypeScript: the site imports it too (decision 022).
 */

/** How long a redirect's path may be, how many redirects the site reads, how many earlier slugs a document keeps. */
export const REDIRECT_LIMITS = { path: 200, redirects: 1000, earlierSlugs: 20 } as const

/** A slug as Strapi's `uid` fields allow it (their default pattern), non-empty and no longer than the site reads. */
const SLUG = /^[A-Za-z0-9\-_.~]{1,200}$/

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value)
}

/** What an editor types, made comparable: surrounding spaces and trailing slashes go (`/old/` is `/old`). */
export function normalizeSitePath(value: string): string {
  const trimmed = value.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') || '/' : trimmed
}

/**
 * Why `value` is not a path of this site a redirect may name, or `null` when it is one. Only a path that cannot leave
 * the site's origin passes: it starts with one `/`, has no scheme, no `//`, no backslash (browsers read `/\evil.com`
 * as `//evil.com`), nothing a %-escape hides of those, no `.` or `..` segment, no query or fragment, no spaces or
 * control characters.
 */
export function sitePathProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'is empty'
  if (value.length > REDIRECT_LIMITS.path) return `is longer than ${REDIRECT_LIMITS.path} characters`
  if (!value.startsWith('/')) return 'must be a path of this site starting with / (not an address like https://…)'
  if (value.startsWith('//') || value.includes('\\')) return 'must stay on this site (no // and no \\)'
  if (/[\s\p{Cc}]/u.test(value)) return 'must not contain spaces or control characters'
  if (value.includes('?') || value.includes('#')) return 'must be a path only, without ? or #'
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(value)) return 'must not hide /, \\ or control characters in %-escapes'
  // Compared, not dropped: a bundler removes a call whose result is unused as free of effects (the site's build did).
  if (sitePathKey(value) === null) return 'has a broken %-escape'
  const segments = value.split('/').slice(1)
  if (value !== '/' && segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'must not contain empty, . or .. segments'
  }
  return null
}

/** A site path as requests are compared with it: %-escapes decoded, no trailing slash. `null` when it cannot be. */
export function sitePathKey(path: string): string | null {
  try {
    return normalizeSitePath(decodeURIComponent(path))
  } catch {
    return null
  }
}

/**
 * A document's earlier slugs after an edit: `kept` as they were (or as the editor left them), plus `previous` when
 * the slug changed, without the current slug (renamed back, the address is live again) and without repeats, the
 * newest kept when there are more than the limit. `null` when `kept` is not a list of slugs.
 */
export function earlierSlugsAfter(kept: unknown, previous: string | null, current: string | null): string[] | null {
  const list = kept === null || kept === undefined ? [] : kept
  if (!Array.isArray(list) || !list.every(isSlug)) return null
  const all = previous && previous !== current ? [...list, previous] : [...list]
  const unique: string[] = []
  // The last occurrence of a slug wins its place: a slug used twice counts as recent.
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const slug = all[index] as string
    if (slug !== current && !unique.includes(slug)) unique.unshift(slug)
  }
  return unique.slice(-REDIRECT_LIMITS.earlierSlugs)
}
