import { createServerFn } from '@tanstack/react-start'
import { legalDocument } from './legal-document.server'
import { legalScreenInput } from './legal-screens'

/** One legal text, rendered on the server (legal-document.server.ts). */
export const fetchLegalDocument = createServerFn({ method: 'GET' })
  .validator(legalScreenInput)
  .handler(({ data }) => legalDocument(data))
