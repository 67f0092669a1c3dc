import type { Page } from '@playwright/test'

/**
 * Renders what `content-visibility: auto` leaves for later (the footer, the legal texts' sections, home's lower
 * sections). Until a section nears the viewport it has an estimated height, so a check that measures, looks at, or
 * clicks below it would meet a page that shifts as it is laid out: axe cannot see the colours of what is not rendered,
 * a full-page picture would be blank there, and a click aimed at a link can land where the link was a frame earlier.
 */
export async function renderDeferred(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*'))
      if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible'
  })
}
