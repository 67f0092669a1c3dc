import { LANGS, type Lang, SHELL_LANG_PARAM } from '~/i18n/lang'
import { optionParam, type RawSearch } from '~/lib/search-params'

export type LegalSearch = { [SHELL_LANG_PARAM]?: Lang }

/**
 * A legal page's URL state: `?lang=no`, the shell language the flag asks for on a page whose text is the same in both
 * (the page stores it and takes it off the address: document/document.client.ts). Anything else is the stored one.
 */
export function legalSearch(search: RawSearch): LegalSearch {
  return { [SHELL_LANG_PARAM]: optionParam(search[SHELL_LANG_PARAM], LANGS) }
}
