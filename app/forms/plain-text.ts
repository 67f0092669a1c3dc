/**
 * What a form's text may hold once received: the CMS's rule, from the one source both import
 * (packages/shared/src/plain-text.ts, decision 022), so what the site checks is what the CMS stores.
 */
export { fileName, multiLine, oneLine } from '@origin/shared/plain-text'
