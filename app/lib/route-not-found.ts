import { isNotFound } from '@tanstack/react-router'

/** What the router's matches say about a page, read from their public fields. */
type MatchLike = { status: string; pathname: string; error?: unknown }

/** `path` without its trailing slash (the root stays `/`), decoded where it can be: how both sides are compared. */
function normalized(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  try {
    return decodeURI(trimmed)
  } catch {
    return trimmed
  }
}

/**
 * Whether the page shows a not-found screen: a loader found nothing for its slug (its match is `notFound`, or the match
 * whose not-found screen shows holds the `notFound()` it threw), or no route takes the whole path, so the router
 * renders the not-found screen of the deepest route that takes a part of it (the innermost match then covers less).
 */
export function showsNotFound(matches: readonly MatchLike[], pathname: string): boolean {
  if (matches.some((match) => match.status === 'notFound' || isNotFound(match.error))) return true
  const leaf = matches[matches.length - 1]
  return leaf === undefined || normalized(leaf.pathname) !== normalized(pathname)
}
