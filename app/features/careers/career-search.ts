import { optionParam, type RawSearch } from '~/lib/search-params'

/**
 * A career page's URL state: `?sent=1` after an application sent without JavaScript (the POST redirects here, so a
 * reload does not send it again). Anything else is ignored.
 */
export function careerSearch(search: RawSearch): { sent?: 1 } {
  return { sent: optionParam(search.sent, [1]) }
}
