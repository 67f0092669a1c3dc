/**
 * Debian's Chromium as everything here launches it (the Playwright configs and the bench; never a downloaded
 * browser), with the flags the machine needs: no sandbox as root, no GPU, and none of the background connections a
 * closed network refuses. Plain JavaScript, so the bench's scripts import it without a build step (types:
 * chromium.d.mts).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
