import type { ActiveOptions } from '@tanstack/react-router'
import type { Screen } from '~/i18n/routes'

/** The overlay menu's links in product.md's order; labels come from `menu.links`. */
export const menuLinks = [
  'home',
  'projects',
  'about',
  'creativeLab',
  'services',
  'careers',
  'blogs',
  'contact',
] as const satisfies readonly Screen[]

export type MenuScreen = (typeof menuLinks)[number]

/** The menu entry a screen belongs to, so a detail page highlights its list. */
export function menuScreenOf(screen: Screen | undefined): MenuScreen | undefined {
  switch (screen) {
    case 'project':
      return 'projects'
    case 'blog':
      return 'blogs'
    case 'career':
      return 'careers'
    case 'thankYou':
      return 'contact'
    case undefined:
      return undefined
    default:
      return isMenuScreen(screen) ? screen : undefined
  }
}

function isMenuScreen(screen: Screen): screen is MenuScreen {
  const links: readonly Screen[] = menuLinks
  return links.includes(screen)
}

/**
 * How the shell's links judge the current page: by the path alone. Link's default, a path prefix, made Norwegian
 * home (`/no`, the prefix of every Norwegian page's router location) the current page everywhere in Norwegian.
 */
export const EXACT_PATH = { exact: true, includeSearch: false } as const satisfies ActiveOptions
