/**
 * What a form's text may hold once received: the CMS's rule, from the one source both import
 * (cms/src/lib/plain-text.ts, decision 022), so what the site checks is what the CMS stores.
 */
export { fileName, multiLine, oneLine } from '../../cms/src/lib/plain-text'
