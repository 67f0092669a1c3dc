/**
 * How large an application's documents may be, shared by the form (it says so before sending), the request guard
 * (it stops reading a body past this) and the submission's rules. The CMS checks the same 10 MB itself
 * (cms/src/lib/validate.ts).
 */
export const MAX_APPLICATION_FILE_BYTES = 10 * 1024 * 1024
/** Two documents of at most 10 MB each plus the text fields: a body beyond this is never read (app/server/request-guard.ts). */
export const MAX_APPLICATION_BODY_BYTES = 2 * MAX_APPLICATION_FILE_BYTES + 1024 * 1024
