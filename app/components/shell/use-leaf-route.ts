import { useMatches } from '@tanstack/react-router'
import type { Lang } from '~/i18n/lang'
import { type LocalizedSlugs, localizedSlugsOf, stringField } from '~/i18n/localized-slugs'
import type { Screen } from '~/i18n/routes'

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
  return useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1]
      const screen = leaf?.staticData.screen
      const lang = leaf?.staticData.lang
      const slugs = localizedSlugsOf(leaf?.loaderData, lang ?? 'en', stringField(leaf?.params, 'slug'))
      // A path no route takes is marked on the match whose not-found screen shows (`_notFound`, typed on the match;
      // the router reads it to render that screen), while a deeper route may still be matched; a loader that found
      // nothing for its slug leaves its match `notFound`.
      const notFound =
        screen === undefined || matches.some((match) => match.status === 'notFound' || match._notFound === true)
      return { screen, lang, slugs, notFound }
    },
    structuralSharing: true,
  })
}
