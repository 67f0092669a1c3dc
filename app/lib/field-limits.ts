/**
 * The forms' field limits and the document size, from the CMS's one source (packages/shared/src/field-limits.ts): the
 * browser, the site's server and the CMS refuse the same things. tests/unit/field-limits.test.ts checks the CMS's
 * content types agree.
 */
export { APPLICATION_FIELD_LIMITS, CONTACT_FIELD_LIMITS, MAX_DOCUMENT_BYTES } from '@origin/shared/field-limits'
