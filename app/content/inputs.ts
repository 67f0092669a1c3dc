import * as v from 'valibot'
import { LANGS } from '~/i18n/lang'

/** Input schemas of the content server functions (checked again on the server: the browser can send anything). */
export const langInput = v.object({ lang: v.picklist(LANGS) })

export const slugInput = v.object({
  lang: v.picklist(LANGS),
  slug: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
})
