import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { LegalPageKey } from '~/content/content-model'
import type { LegalDocument } from '~/content/legal/legal.functions'
import { legalDocumentQuery } from '~/content/legal/legal.queries'

/**
 * A legal page's loader: its text from the CMS, or 404 while the editors have it unpublished. Hands the head the
 * editors' SEO fields.
 */
export async function loadLegalPage(queryClient: QueryClient, page: LegalPageKey): Promise<LegalDocument['seo']> {
  const document = await queryClient.ensureQueryData(legalDocumentQuery(page))
  if (!document) throw notFound()
  return document.seo
}
