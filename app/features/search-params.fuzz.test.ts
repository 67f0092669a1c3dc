import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BLOG_CATEGORY_KEYS } from '~/content/content-model'
import { MAX_PROJECT_PAGES } from '~/content/projects/projects.functions'
import { blogSearch } from './blog/blog-search'
import { careerSearch } from './careers/career-search'
import { labSearch } from './creative-lab/lab-search'
import { projectsSearch } from './projects/projects-search'

/*
 * Every URL's search parameters are read by one of these functions. Whatever a link, a typo or a script puts there
 * (10 000 generated values each), parsing never throws and yields only values the pages understand: anything else
 * falls back to the default.
 */
const RUNS = 10_000
const anyParam = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom('trends', 'Wallpapers', 1, 2, '2', -1, 0, 1e9, Number.NaN, null, '__proto__', '<script>'),
)
const anySearch = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom('category', 'page', 'sent', '__proto__')),
  anyParam,
)
const withKnownKeys = fc.record({ category: anyParam, page: anyParam, sent: anyParam }, { requiredKeys: [] })
const searches = fc.oneof(anySearch, withKnownKeys)

describe('search parameters fall back instead of failing', () => {
  it(`blog: ?category= is a known category or nothing (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(searches, (search) => {
        const { category } = blogSearch(search)
        expect(category === undefined || (BLOG_CATEGORY_KEYS as readonly string[]).includes(category)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it(`projects: ?page= is a whole page number in range, ?category= a short string (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(searches, (search) => {
        const { page, category } = projectsSearch(search)
        expect(page === undefined || (Number.isInteger(page) && page >= 1 && page <= MAX_PROJECT_PAGES)).toBe(true)
        expect(
          category === undefined || (category.trim() === category && category.length >= 1 && category.length <= 100),
        ).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it(`creative lab: ?category= a short string or nothing (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(searches, (search) => {
        const { category } = labSearch(search)
        expect(category === undefined || (category.length >= 1 && category.length <= 100)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it(`career: ?sent= is exactly 1 or nothing (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(searches, (search) => {
        const { sent } = careerSearch(search)
        expect(sent === undefined || sent === 1).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })
})
