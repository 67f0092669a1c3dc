import { isSlug, sitePathProblem } from '@origin/shared/site-paths'
import * as v from 'valibot'
import { langOfLocale, tolerantList } from '~/content/fields.server'
import type { RedirectRule } from '~/content/redirects/redirects'
import { screenPath } from '~/i18n/routes'

/* The redirects editors keep and the documents whose slugs moved, as the site reads them (decision 037). */

const sitePath = v.pipe(
  v.string(),
  v.check((path) => sitePathProblem(path) === null),
)

const movedDocument = v.object({
  type: v.picklist(['project', 'blog', 'career']),
  locale: v.string(),
  slug: v.pipe(
    v.string(),
    v.check((slug) => isSlug(slug)),
  ),
  earlier: v.array(v.unknown()),
})

/**
 * The CMS's `redirect-map` (decision 037) as rules from a path to a path: each renamed document's earlier slugs in
 * its language's path, then the editors' redirects, which win where both name the same path. An entry that breaks
 * the CMS's rules (a path off the site, a slug that is none) is left out.
 */
export const redirectMap = v.object({
  data: v.object({
    moved: tolerantList(movedDocument, (moved): RedirectRule[] => {
      const lang = langOfLocale(moved.locale)
      if (!lang) return []
      const to = screenPath(moved.type, lang, moved.slug)
      return moved.earlier
        .filter((slug): slug is string => isSlug(slug) && slug !== moved.slug)
        .map((slug) => ({ from: screenPath(moved.type, lang, slug), to }))
    }),
    redirects: tolerantList(v.object({ from: sitePath, to: sitePath }), (rule): RedirectRule[] =>
      rule.from === rule.to ? [] : [rule],
    ),
  }),
})
