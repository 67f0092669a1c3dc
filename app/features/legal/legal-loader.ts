import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { LegalPageKey } from '~/content/constants'
import { legalDocumentQuery } from '~/content/legal.queries'

/** A legal page's loader: its text from the CMS, or 404 while the editors have it unpublished. */
export async function loadLegalPage(queryClient: QueryClient, page: LegalPageKey): Promise<void> {
  const document = await queryClient.ensureQueryData(legalDocumentQuery(page))
  if (!document) throw notFound()
}
