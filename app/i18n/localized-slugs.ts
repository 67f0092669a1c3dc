import type { Lang } from './lang'
import { hasSlug, type Screen, screenPath } from './routes'

/** Slugs of one CMS document per language; a language without a translation is absent. */
export type LocalizedSlugs = Partial<Record<Lang, string>>

/**
 * Detail routes return `{ localizedSlugs }` from their loader so the shell can link to the translation. Read, not
 * cast: loader data of other routes has other shapes.
 */
export function localizedSlugsOf(loaderData: unknown, lang: Lang, ownSlug: string | undefined): LocalizedSlugs {
  const slugs = field(loaderData, 'localizedSlugs')
  if (typeof slugs === 'object' && slugs !== null) return { en: stringField(slugs, 'en'), no: stringField(slugs, 'no') }
  return ownSlug ? { [lang]: ownSlug } : {}
}

/** `value[key]` when `value` is an object that has it. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined
}

/** `value[key]` when it is a string. */
export function stringField(value: unknown, key: string): string | undefined {
  const found = field(value, key)
  return typeof found === 'string' ? found : undefined
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
