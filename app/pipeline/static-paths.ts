/**
 * The paths whose answers carry a static file's caching (the route rules in vite.config.ts): the build's hashed
 * assets for good, public/'s files for a day. A request there that the static file server did not answer (a missing
 * file, a malformed path, a method it does not take) reaches the app, which must answer it without that caching.
 */
export const HASHED_ASSETS = '/assets/'
export const PUBLIC_FILE_PREFIXES = ['/media/'] as const
export const PUBLIC_FILES = ['/favicon.svg', '/og-default.jpg'] as const

/** Whether an answer on this path gets a static file's year- or day-long caching from the route rules. */
export function hasStaticCaching(path: string): boolean {
  return (
    path.startsWith(HASHED_ASSETS) ||
    PUBLIC_FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    PUBLIC_FILES.some((file) => file === path)
  )
}
