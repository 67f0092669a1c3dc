/**
 * The rich-text renderer's chunk (RichText.tsx loads it only for a page the browser renders itself), asked for while
 * such a page's data loads, so a client navigation shows the text with the rest. A module of its own: loaders are in
 * every page's code, and this is all of it they need.
 */
export function preloadRichText(): void {
  // Only a head start: a failed load is RichText's own to meet (its error boundary), not an error thrown here.
  import('./RichTextBlocks').catch(() => undefined)
}
