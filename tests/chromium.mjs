import { fileURLToPath } from 'node:url'

/**
 * Debian's Chromium as everything here launches it (the Playwright configs and the bench; never a downloaded
 * browser), with the flags the machine needs: no sandbox as root, no GPU, and none of the background connections a
 * closed network refuses. Plain JavaScript, so the bench's scripts import it without a build step (types:
 * chromium.d.mts).
 *
 * It is started through chromium.sh, which merges the --disable-features lists (CHROMIUM_PATH names another binary).
 * The omnibox's popup is switched off: Chromium 156 loads it as a web page of about 300 modules in a renderer of its
 * own for every new window, even headless, and every test opens one. On two cores that took a third of the time of
 * loading a page, and its CPU out of the page's under test.
 */
export const chromiumLaunchOptions = {
  executablePath: fileURLToPath(new URL('./chromium.sh', import.meta.url)),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
}
