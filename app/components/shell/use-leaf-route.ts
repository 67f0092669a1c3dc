import { useMatches } from '@tanstack/react-router'
import * as v from 'valibot'
import type { Lang } from '~/i18n/lang'
import { type LocalizedSlugs, localizedSlugsOf } from '~/i18n/localized-slugs'
import type { Screen } from '~/i18n/routes'

export type LeafRoute = {
  screen: Screen | undefined
  /** The language the path decides; undefined on shared pages and the not-found page. */
  lang: Lang | undefined
  slugs: LocalizedSlugs
}

const slugParams = v.object({ slug: v.string() })

/** The screen, language and localized slugs of the innermost matched route. */
export function useLeafRoute(): LeafRoute {
  return useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1]
      const screen = leaf?.staticData.screen
      const lang = leaf?.staticData.lang
      const params = v.safeParse(slugParams, leaf?.params)
      const slugs = localizedSlugsOf(leaf?.loaderData, lang ?? 'en', params.success ? params.output.slug : undefined)
      return { screen, lang, slugs }
    },
    structuralSharing: true,
  })
}
