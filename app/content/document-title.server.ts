import * as v from 'valibot'
import { collection } from '~/content/fields.server'
import { cmsLocale, type Lang } from '~/i18n/lang'
import { cmsGet } from './strapi.server'

/** Each document type's API and the field that holds its title (cms/src/api). */
const TITLED = {
  blog: { api: 'blogs', field: 'Title' },
  project: { api: 'projects', field: 'Title' },
  career: { api: 'job-openings', field: 'jobTitle' },
} as const

const title = v.pipe(v.string(), v.trim(), v.minLength(1))

export type TitledScreen = keyof typeof TITLED

/** The published title of the document at `slug` in `lang` (what its share card shows), or null when there is none. */
export async function documentTitle(screen: TitledScreen, lang: Lang, slug: string): Promise<string | null> {
  const { api, field } = TITLED[screen]
  const response = await cmsGet(
    api,
    { locale: cmsLocale[lang], filters: { slug: { $eq: slug } }, fields: [field], pagination: { pageSize: 1 } },
    collection(v.object({ [field]: title }), `${api} title`),
    // A card is a published page's picture: never a draft's, even for an editor previewing.
    { draft: false },
  )
  return response.data[0]?.[field] ?? null
}

export function isTitledScreen(screen: string): screen is TitledScreen {
  return Object.hasOwn(TITLED, screen)
}
