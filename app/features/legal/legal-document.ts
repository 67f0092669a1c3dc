import { queryOptions } from '@tanstack/react-query'
import { fetchLegalDocument } from './legal-document.functions'
import type { LegalScreen } from './legal-screens'

/** The texts change only with a deploy: fetched once per visit. */
export const legalDocumentQuery = (screen: LegalScreen) =>
  queryOptions({
    queryKey: ['legal', screen],
    queryFn: () => fetchLegalDocument({ data: screen }),
    staleTime: Number.POSITIVE_INFINITY,
  })
