/**
 * Old addresses of the site and where they lead now (decision 037): the redirects editors publish and the earlier
 * slugs of renamed documents, as one table from a path to a path. Pure, so the rules are tested without a CMS.
 */
import { sitePathKey, sitePathProblem } from '@origin/shared/site-paths'

export type RedirectRule = { from: string; to: string }

/** How many redirects the site follows from one old address before it gives up (the CMS refuses chains anyway). */
const MAX_HOPS = 5

/** Looked up by the requested path; a later rule for the same path wins (hand-made redirects come last). */
export type RedirectTable = ReadonlyMap<string, string>

/**
 * Rules the CMS should have refused are left out here too, whatever let them in (a CMS action that skipped its check,
 * a direct database edit): a target the CMS's rule refuses (`/.//evil.example`, which the URL parser folds into
 * `//evil.example`, another host to a browser) never becomes a `Location`.
 */
export function redirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const table = new Map<string, string>()
  for (const rule of rules) {
    const key = sitePathKey(rule.from)
    if (key !== null && sitePathProblem(rule.to) === null) table.set(key, rule.to)
  }
  return table
}

/**
 * Where `pathname` leads, as a path of this origin to answer a 301 with, or `null` when it is no old address. A chain
 * the CMS let through (a redirect to a page renamed since) is followed to its end; a loop leads nowhere.
 */
export function resolveRedirect(table: RedirectTable, pathname: string): string | null {
  const start = sitePathKey(pathname)
  if (start === null) return null
  const seen = new Set([start])
  let target: string | null = null
  let key = start
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const next = table.get(key)
    if (next === undefined) break
    const nextKey = sitePathKey(next)
    if (nextKey === null || seen.has(nextKey)) return null
    seen.add(nextKey)
    target = next
    key = nextKey
  }
  if (target === null || table.has(key)) return null
  // The URL parser %-encodes what a path may not hold raw (`/projekter/bølge`); checked again on what comes out.
  const path = new URL(target, 'http://site.invalid').pathname
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null
}
