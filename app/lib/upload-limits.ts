import { MAX_DOCUMENT_BYTES } from './field-limits'

/**
 * How large an application's documents may be, shared by the form (it says so before sending), the request guard
 * (it stops reading a body past this) and the submission's rules; the CMS checks the same limit from the same source.
 */
export const MAX_APPLICATION_FILE_BYTES = MAX_DOCUMENT_BYTES
/** Two documents of at most 10 MB each plus the text fields: a body beyond this is never read
 * (app/pipeline/request-guard.ts). */
export const MAX_APPLICATION_BODY_BYTES = 2 * MAX_APPLICATION_FILE_BYTES + 1024 * 1024
