import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { site } from '~/config/site'
import { LEGAL_PAGES } from './constants'
import { validatorOf } from './inputs'
import { type AgencyDetails, legalHtml } from './legal-markdown.server'
import { collection, legalPage } from './schemas.server'
import { cmsGet } from './strapi.server'

/** A legal page as the browser gets it: the HTML is made here (decision 035), so no renderer ships to the page. */
export type LegalDocument = { title: string | null; updated: string | null; html: string }

const legalPages = collection(legalPage, 'legal page')

const COUNTRY = { XK: 'Kosovo', NO: 'Norway' } as const

/** The agency's details the texts' `{{…}}` placeholders stand for, in English like the texts. */
const agency = (): AgencyDetails => ({
  name: site.name,
  email: site.email,
  offices: site.offices.map((office) => ({
    city: office.city,
    postcode: office.postcode,
    country: COUNTRY[office.countryCode],
  })),
})

/** One legal page from the CMS, rendered; `null` when it is not published. */
export const fetchLegalDocument = createServerFn({ method: 'GET' })
  .validator(validatorOf(v.picklist(LEGAL_PAGES)))
  .handler(async ({ data }): Promise<LegalDocument | null> => {
    const response = await cmsGet(
      'legal-pages',
      { filters: { page: { $eq: data } }, populate: { sections: true }, pagination: { pageSize: 1 } },
      legalPages,
    )
    const page = response.data[0]
    if (!page) return null
    return { title: page.title, updated: page.updated, html: legalHtml(page.sections, agency()) }
  })
