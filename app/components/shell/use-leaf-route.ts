import { useRouterState } from '@tanstack/react-router'
import { type Lang, langOfPathPrefix } from '~/i18n/lang'
import { type LocalizedSlugs, localizedSlugsOf, stringField } from '~/i18n/localized-slugs'
import { isSharedScreen, type Screen } from '~/i18n/routes'
import { showsNotFound } from '~/lib/route-not-found'

export type LeafRoute = {
  screen: Screen | undefined
  /** The language the path decides; undefined on shared pages and the not-found page. */
  lang: Lang | undefined
  slugs: LocalizedSlugs
  /** The page shows the not-found screen: no route matched, or a route found nothing for its slug. */
  notFound: boolean
}

/** The screen, language and localized slugs of the innermost matched route. */
export function useLeafRoute(): LeafRoute {
  return useRouterState({
    select: (state) => {
      const matches = state.matches
      const leaf = matches[matches.length - 1]
      const screen = leaf?.staticData.screen
      // A screen's language is its path's (the router's `/no` prefix, app/i18n/routes.ts); a shared page has none.
      const lang = screen && !isSharedScreen(screen) ? langOfPathPrefix(stringField(leaf?.params, 'locale')) : undefined
      const slugs = localizedSlugsOf(leaf?.loaderData, lang ?? 'en', stringField(leaf?.params, 'slug'))
      // The path the matches were made for: while a navigation loads, `location` is already the next one.
      const pathname = (state.resolvedLocation ?? state.location).pathname
      const notFound = screen === undefined || showsNotFound(matches, pathname)
      return { screen, lang, slugs, notFound }
    },
    structuralSharing: true,
  })
}
