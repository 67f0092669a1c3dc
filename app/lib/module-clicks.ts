// The script's body: the default export of module-clicks.inline.ts, compiled and minified at build time
// (build/inline-script.plugin.ts). module-clicks.test.ts runs this exact text against a DOM.
import MODULE_CLICKS_FUNCTION from './module-clicks.inline?inline-script'
import { MODULE_ATTRIBUTE, MODULE_CLICKS_QUEUE } from './screen-modules'

/** What the document script sets on `<html>` once it has started (document.client.ts): the head script steps aside. */
const STARTED_ATTRIBUTE = 'data-hydrated'

/**
 * The head script of a page without React (it carries the page's CSP nonce): presses on a screen module's buttons
 * before the page's script has run are kept for the module (screen-modules.ts `startModule`). A function, so a bundle
 * that never calls it (the browser's: the server writes the script) leaves its text out.
 */
export function moduleClicksScript(): string {
  const args = [MODULE_CLICKS_QUEUE, MODULE_ATTRIBUTE, STARTED_ATTRIBUTE].map((value) => JSON.stringify(value))
  return `(${MODULE_CLICKS_FUNCTION})(${args.join(',')})`
}
