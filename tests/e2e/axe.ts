import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What axe finds on the page as it is now: one line per violated rule, with the elements it names. Every rule of
 * `tags` runs and every violation is listed whole; passes are only counted (what is not read is not built).
 *
 * A page without frames is checked in axe's legacy mode. The default opens a blank page of its own to merge the
 * results of every frame, which cost 1.2–1.4 s of the 2.5–2.9 s a check took on these hosts; with only the main frame
 * there is nothing to merge and both modes report the same (tried with a faint paragraph and an image without text).
 * A page with frames gets the default, the one that also reaches into cross-origin frames.
 */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...tags])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
