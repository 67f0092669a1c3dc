/**
 * The journal's seed: six articles in both languages, one file each in articles/, each with its own illustration and
 * its own figure (editorial-art.ts). They are what an editor learns the blocks editor from, so they use what serves
 * the text (sections, lists, a pull quote, links to the site and beyond) and nothing for show; every block and
 * modifier the editor has is exercised by the renderer's fixture (app/components/rich-text/blocks.fixture.ts) instead.
 */
import { anotherCountry } from './articles/another-country'
import { brandAudit } from './articles/brand-audit'
import { designTrends } from './articles/design-trends'
import { fastWebsites } from './articles/fast-websites'
import { freelancerVsAgency } from './articles/freelancer-vs-agency'
import { startUpWebsite } from './articles/start-up-website'
import type { blogCategories, Pair } from './content'

export type PostSeed = {
  slug: Pair<string>
  title: Pair<string>
  subtitle: Pair<string>
  category: (typeof blogCategories)[number]['key']
  releaseDate: string
  /**
   * The article, written as prose with a few marks (`fromText` in blocks.ts: `#` headings, `-` and `1.` lists, `>`
   * the pull quote, `**bold**`, `*italic*`, `` `code` ``, `[text](url)`) and a line `[figure]` where its figure goes.
   */
  body: Pair<string>
}

export const posts: PostSeed[] = [
  startUpWebsite,
  freelancerVsAgency,
  anotherCountry,
  designTrends,
  brandAudit,
  fastWebsites,
]
