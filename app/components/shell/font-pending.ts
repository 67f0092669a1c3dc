// The script's body: the default export of font-pending.inline.ts, compiled and minified at build time
// (build/inline-script.plugin.ts). font-pending.test.ts runs this exact text against a DOM.
import FONT_PENDING_FUNCTION from './font-pending.inline?inline-script'

/**
 * While the brand's bold face is on its way (a slow first visit: the page paints in the metric-matched fallback,
 * decision 017), `<html>` carries this attribute and the footer's marquee is transparent (Footer.module.css). Its words
 * stand side by side, and the fallback matches Space Grotesk's widths on average, not word for word: each word after
 * the first would move a few pixels when the face swaps in, a layout shift on any page short enough to show its footer
 * at once (thank-you, not-found). What is not painted cannot shift; without JavaScript the marquee simply shows.
 */
export const FONT_PENDING_ATTRIBUTE = 'data-font-pending'

/** The face the marquee waits for: its weight and family (fonts.css). */
export const MARQUEE_FONT = '700 1em "Space Grotesk Variable"'

/** The head script (the router gives it the page's CSP nonce); a function, so the browser's bundle leaves it out. */
export function fontPendingScript(): string {
  return `(${FONT_PENDING_FUNCTION})(${JSON.stringify(FONT_PENDING_ATTRIBUTE)},${JSON.stringify(MARQUEE_FONT)})`
}
