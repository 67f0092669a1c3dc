import type { Page } from '@playwright/test'
import { expect, gotoHydrated, publicPages, test, waitForContentHydration } from './fixtures'

/*
 * Decision 027: the CMS stores AVIF formats beside each picture's own, and the site offers them first in a <picture>.
 * A browser that knows AVIF loads only AVIF from the CMS; one that does not skips the source and gets the JPEG, the
 * same pictures.
 */

const pages = publicPages.filter((page) => page.screen === 'project' || page.screen === 'blog')

const fromCms = (url: string) => new URL(url).pathname.startsWith('/uploads/')

/** The content type of every CMS media response the page gets. */
function watchCmsMedia(page: Page): Map<string, string> {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (fromCms(response.url())) types.set(response.url(), response.headers()['content-type'] ?? '')
  })
  return types
}

/** Scrolls down a window at a time, so every lazy picture comes near the window, then waits until each has loaded. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    // Two frames: the browser has laid out the new scroll position and started the lazy pictures it brought near.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    if (done) break
  }
  await page.waitForFunction(() =>
    [...document.images].every((img) => !img.currentSrc.includes('/uploads/') || img.complete),
  )
}

/** Each CMS picture the browser has loaded: the file it chose, and whether it decoded. */
const loadedPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.currentSrc.includes('/uploads/'))
      .map((img) => ({ src: img.currentSrc, drawn: img.complete && img.naturalWidth > 0 })),
  )

for (const { en, no } of pages) {
  for (const path of [en, no]) {
    test(`${path}: a browser with AVIF gets every CMS picture as AVIF`, async ({ page }) => {
      const types = watchCmsMedia(page)
      await gotoHydrated(page, path)
      await scrollThrough(page)
      expect(types.size, 'CMS pictures loaded').toBeGreaterThan(2)
      for (const [url, type] of types) expect(type, url).toBe('image/avif')
      const pictures = await loadedPictures(page)
      expect(pictures.length).toBeGreaterThan(2)
      for (const picture of pictures) expect(picture).toEqual({ src: expect.stringMatching(/\.avif$/), drawn: true })
    })

    test(`${path}: a browser without AVIF or WebP gets the JPEG of every picture`, async ({ page }) => {
      // Chromium's own switch (DevTools' "Disable AVIF image format"): the browser then treats these types as
      // unsupported, skips their <source>s and leaves them out of its Accept header.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setDisabledImageTypes', { imageTypes: ['avif', 'webp'] })
      const types = watchCmsMedia(page)
      await gotoHydrated(page, path)
      await scrollThrough(page)
      expect(await page.locator('picture source[type="image/avif"]').count(), 'AVIF sources').toBeGreaterThan(2)
      expect(types.size, 'CMS pictures loaded').toBeGreaterThan(2)
      for (const [url, type] of types) expect(type, url).toBe('image/jpeg')
      const pictures = await loadedPictures(page)
      expect(pictures.length).toBeGreaterThan(2)
      for (const picture of pictures) expect(picture).toEqual({ src: expect.stringMatching(/\.jpg$/), drawn: true })
    })
  }
}

/**
 * Every CMS picture's box, as laid out with its <picture> and again once each <picture> is replaced by its bare <img>
 * (the markup before decision 029): the wrapper must add no box of its own (a <source> laid out as an empty inline
 * once took a grid cell and pushed a gallery's pictures into the next row).
 */
const boxesWithAndWithoutPicture = (page: Page) =>
  page.evaluate(() => {
    const boxes = () =>
      [...document.images]
        .filter((img) => img.src.includes('/uploads/'))
        .map((img) => {
          const { x, y, width, height } = img.getBoundingClientRect()
          return [x, y + window.scrollY, width, height].map(Math.round).join(' ')
        })
    const before = boxes()
    for (const picture of document.querySelectorAll('picture')) {
      const img = picture.querySelector('img')
      if (img) picture.replaceWith(img)
    }
    return { pictures: before.length, withPicture: before, bare: boxes() }
  })

for (const width of [390, 1440]) {
  test(`the <picture> adds no box of its own, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // Still pictures: an <img> moved out of its <picture> is inserted anew, which restarts any rise animation on it,
    // and its box would be read mid-rise.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const { en } of pages) {
      // The pictures are swapped out below: only once React has hydrated them, or it finds them changed.
      await page.goto(en)
      await waitForContentHydration(page)
      const { pictures, withPicture, bare } = await boxesWithAndWithoutPicture(page)
      expect(pictures, en).toBeGreaterThan(2)
      expect(withPicture, en).toEqual(bare)
    }
  })
}
