import { queryOptions } from '@tanstack/react-query'
import type { LegalPageKey } from '~/content/content-model'
import { fetchLegalDocument } from './legal.functions'

export const legalDocumentQuery = (page: LegalPageKey) =>
  queryOptions({ queryKey: ['legal', page], queryFn: () => fetchLegalDocument({ data: page }) })
