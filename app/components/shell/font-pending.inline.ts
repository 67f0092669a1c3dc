/**
 * The body of a head script (font-pending.ts says why), compiled by build/inline-script.plugin.ts: self-contained, the
 * browser's globals and its own parameters only.
 */
export default function fontPending(attribute: string, font: string): void {
  const fonts = document.fonts
  // The @font-face rules are in the inline CSS above this script, so `check` knows the face: true once it is loaded.
  if (!fonts || fonts.check(font)) return
  const root = document.documentElement
  root.setAttribute(attribute, '')
  const done = () => root.removeAttribute(attribute)
  // Loaded or failed, the wait is over (a face that never comes leaves the fallback, which is then what stays).
  fonts.load(font).then(done, done)
}
