import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { site } from '~/config/site'
import { LEGAL_PAGES } from '~/content/content-model'
import { collection } from '~/content/fields.server'
import { legalPage } from '~/content/legal/legal.schema.server'
import { validatorOf } from '~/content/server-fn-inputs'
import type { PageSeo } from '~/content/shapes'
import { siteSettingsIn } from '~/content/site-settings/site-settings.server'
import { cmsGet } from '~/content/strapi.server'
import { type AgencyDetails, legalHtml } from './legal-markdown.server'

/** A legal page as the browser gets it: the HTML is made here (decision 035), so no renderer ships to the page. */
export type LegalDocument = { title: string | null; updated: string | null; html: string; seo: PageSeo }

const legalPages = collection(legalPage, 'legal page')

/**
 * The agency's details the texts' `{{…}}` placeholders stand for, from the English site settings like the texts
 * (each office's name is its country there).
 */
async function agency(): Promise<AgencyDetails> {
  const settings = await siteSettingsIn('en')
  return {
    name: site.name,
    email: settings?.email ?? null,
    offices: (settings?.offices ?? []).map((office) => ({
      street: office.street,
      city: office.city,
      postcode: office.postcode,
      country: office.name,
    })),
  }
}

/** One legal page from the CMS, rendered; `null` when it is not published. */
export const fetchLegalDocument = createServerFn({ method: 'GET' })
  .validator(validatorOf(v.picklist(LEGAL_PAGES)))
  .handler(async ({ data }): Promise<LegalDocument | null> => {
    const [response, details] = await Promise.all([
      cmsGet(
        'legal-pages',
        {
          filters: { page: { $eq: data } },
          populate: { sections: true, shareImage: true },
          pagination: { pageSize: 1 },
        },
        legalPages,
      ),
      agency(),
    ])
    const page = response.data[0]
    if (!page) return null
    return { title: page.title, updated: page.updated, html: legalHtml(page.sections, details), seo: page.seo }
  })
