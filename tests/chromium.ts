/**
 * Debian's Chromium as every Playwright config here launches it (never a downloaded browser), with the flags the
 * machine needs: no sandbox as root, no GPU, and none of the background connections a closed network refuses.
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
