import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { blogSearch } from '~/features/blog/blog-search'
import { careerSearch } from '~/features/careers/career-search'
import { labSearch } from '~/features/creative-lab/lab-search'
import { legalSearch } from '~/features/legal/legal-search'
import { projectsSearch } from '~/features/projects/projects-search'
import { matchPublicPath, type Screen } from '~/i18n/routes'
import type { RawSearch } from '~/lib/search-params'

/**
 * Each screen's reader of its URL search: what the page reads of `?…`, with bad values read as absent. The route files
 * bind them (`validateSearch`), and the page cache keys pages on what they return (`pageSearch`), so a query the page
 * does not read (`?utm_source=…`, `?x=123`) is the page itself, not another copy of it that pushes real pages out.
 */
export const searchReaders = {
  projects: projectsSearch,
  blogs: blogSearch,
  creativeLab: labSearch,
  career: careerSearch,
  terms: legalSearch,
  privacy: legalSearch,
  cookies: legalSearch,
} as const satisfies Partial<Record<Screen, (search: RawSearch) => object>>

function hasReader(screen: Screen): screen is keyof typeof searchReaders {
  return Object.hasOwn(searchReaders, screen)
}

/**
 * The search of `pathname`'s page as that page reads it: parsed as the router parses it, through the screen's reader,
 * written back in one order; `''` for a page that reads none or when nothing it reads is there.
 */
export function pageSearch(pathname: string, search: string): string {
  const screen = matchPublicPath(pathname)?.screen
  if (!screen || !hasReader(screen) || search.length <= 1) return ''
  const read: RawSearch = { ...searchReaders[screen](defaultParseSearch(search)) }
  const kept = Object.fromEntries(
    Object.entries(read)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  return defaultStringifySearch(kept)
}
