import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { collection, langOfLocale, localizedSlugs } from '~/content/fields.server'
import { LANGS } from '~/i18n/lang'
import { slugSchema, validatorOf } from './server-fn-inputs'
import { cmsGet } from './strapi.server'

const DOCUMENT_APIS = { blog: 'blogs', project: 'projects', career: 'job-openings' } as const

const anyLocaleDocument = v.object({
  slug: v.string(),
  locale: v.nullish(v.string()),
  localizations: v.nullish(v.array(v.unknown())),
})

/**
 * For a slug that is not in the page's language: the slug of the same document in that language, if the slug
 * exists in another one (an old or shared link like /projekter/kode-labs). `null` when there is no such document.
 */
export const fetchTranslatedSlug = createServerFn({ method: 'GET' })
  .validator(
    validatorOf(
      v.object({ screen: v.picklist(['blog', 'project', 'career']), lang: v.picklist(LANGS), slug: slugSchema }),
    ),
  )
  .handler(async ({ data }) => {
    const response = await cmsGet(
      DOCUMENT_APIS[data.screen],
      {
        locale: '*',
        filters: { slug: { $eq: data.slug } },
        fields: ['slug', 'locale'],
        populate: { localizations: { fields: ['slug', 'locale'] } },
      },
      collection(anyLocaleDocument, 'document'),
    )
    for (const document of response.data) {
      if (langOfLocale(document.locale ?? null) === data.lang) continue
      const slugs = localizedSlugs(
        { slug: document.slug, locale: document.locale ?? null },
        document.localizations ?? [],
      )
      const translated = slugs[data.lang]
      if (translated) return translated
    }
    return null
  })
