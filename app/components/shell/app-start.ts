// The script's body: the default export of app-start.inline.ts, compiled and minified at build time
// (build/inline-script.plugin.ts). app-start.test.ts runs this exact text against a DOM.
import START_FUNCTION from './app-start.inline?inline-script'

/**
 * When the browser starts loading the app's JavaScript (decision 016).
 *
 * The HTML is the page: server-rendered text, inline CSS, a preloaded font and the images of the first screen. The app's
 * code (about 150 KB compressed) only makes it interactive, so it should not compete with the page for a slow link
 * before the page has painted. TanStack Start would put the entry module and every chunk in the HTML as
 * `<script type="module">` and `<link rel="modulepreload">`, which the browser fetches as soon as it reads them; the
 * document instead carries this one inline script, which asks for the same files, chunks and entry at once (so no
 * waterfall of imports), as soon as:
 *
 * - the images marked as the page's largest paint (`<img fetchpriority="high">`) have loaded or failed, and
 * - the browser has painted a frame after that (a rendering frame, then a task: the paint is on screen).
 *
 * A tab in the background paints nothing, so there it starts at once; and whatever happens to the images, it starts
 * after `START_AT_THE_LATEST_MS` at the latest. It runs once per page, however often it is inserted (the router puts
 * inline scripts back after hydration when it cannot match them by nonce).
 */

/** The longest the app waits for the page's priority images before it loads anyway. */
export const START_AT_THE_LATEST_MS = 3000

/** The global flag that makes a second copy of the script a no-op. */
export const APP_START_FLAG = '$_appStart'

/** JSON that cannot end the inline `<script>` it sits in. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The inline script that loads `entries` (module scripts) and `preloads` (their chunks) once the page has painted,
 * with the dictionary chunks of the languages the page shows (`dictionaries`, by `<html lang>` value) and without
 * fetching again the stylesheets its HTML already inlines (`inlined`).
 */
export function appStartScript(
  preloads: readonly string[],
  entries: readonly string[],
  inlined: readonly string[] = [],
  dictionaries: Readonly<Record<string, readonly string[]>> = {},
): string {
  const args = [preloads, entries, START_AT_THE_LATEST_MS, inlined, dictionaries].map(inlineJson)
  return `(${START_FUNCTION})(${args.join(',')})`
}
