import * as v from 'valibot'
import type { Lang } from './lang'
import { hasSlug, type Screen, screenPath } from './routes'

/** Slugs of one CMS document per language; a language without a translation is absent. */
export type LocalizedSlugs = Partial<Record<Lang, string>>

/**
 * Detail routes return `{ localizedSlugs }` from their loader so the shell can link to the translation.
 * Parsed, not cast: loader data of other routes has other shapes.
 */
const withLocalizedSlugs = v.object({
  localizedSlugs: v.object({ en: v.optional(v.string()), no: v.optional(v.string()) }),
})

export function localizedSlugsOf(loaderData: unknown, lang: Lang, ownSlug: string | undefined): LocalizedSlugs {
  const parsed = v.safeParse(withLocalizedSlugs, loaderData)
  if (parsed.success) return parsed.output.localizedSlugs
  return ownSlug ? { [lang]: ownSlug } : {}
}

/**
 * Where the flag link goes: the same screen in the other language; for a CMS document its translation, or the
 * other language's list when it has none.
 */
export function counterpartPath(screen: Screen, target: Lang, slugs: LocalizedSlugs): string {
  if (!hasSlug(screen)) return screenPath(screen, target)
  const slug = slugs[target]
  if (slug) return screenPath(screen, target, slug)
  return screenPath(listOf(screen), target)
}

function listOf(screen: Screen): Screen {
  switch (screen) {
    case 'career':
      return 'careers'
    case 'blog':
      return 'blogs'
    case 'project':
      return 'projects'
    default:
      return screen
  }
}
