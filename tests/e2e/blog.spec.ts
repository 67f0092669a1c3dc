import * as v from 'valibot'
import { everyBlock, FIXTURE_IMAGE } from '../../app/components/rich-text/blocks.fixture'
import { entryPath, expectLiveWithin5s, saveAndPublish } from './cms-edits'
import { cmsAdmin, expect, gotoHydrated, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

test.describe('blog list', () => {
  test('shows every post of the language with date, category, title and read link', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(
      page.getByRole('link', { name: 'Frilanser eller byrå: hvem bør bygge merkevaren din?' }),
    ).toHaveAttribute('href', '/blog/frilanser-eller-byra')
    await expect(page.getByText('Les Artikkelen').first()).toBeVisible()
  })

  test('the category lives in the URL: tabs filter, a shared URL shows the same filter', async ({ page }) => {
    await gotoHydrated(page, '/blogs')
    await page
      .getByRole('navigation', { name: 'Filter articles by category' })
      .getByRole('link', { name: 'Trends' })
      .click()
    await expect(page).toHaveURL(/\/blogs\?category=trends$/)
    const titles = page.locator('main h2')
    await expect(titles).toHaveCount(2)
    await page.reload()
    await expect(titles).toHaveCount(2)
    await expect(
      page.getByRole('navigation', { name: 'Filter articles by category' }).getByRole('link', { name: 'Trends' }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('an unknown category falls back to Show All, never an error', async ({ page, request }) => {
    const response = await request.get('/blogs?category=%3Cscript%3E')
    expect(response.status()).toBe(200)
    await gotoHydrated(page, '/blogs?category=nonsense')
    await expect(page.locator('main h2')).toHaveCount(6)
    await expect(page.getByRole('link', { name: 'Show All' })).toHaveAttribute('aria-current', 'page')
  })

  test('articles are in the order of their own dates, newest first, and a new publish of an old one moves nothing', async ({
    page,
    request,
  }) => {
    const order = async () => {
      const html = await (await request.get('/blogs')).text()
      return [...html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"[^>]*>[^<]*<\/time>/g)].map((m) => m[1] ?? '')
    }
    const titles = async () => (await page.locator('main h2').allTextContents()).map((title) => title.trim())
    await gotoHydrated(page, '/blogs')
    const dates = await order()
    expect(dates).toHaveLength(6)
    expect(dates).toEqual([...dates].sort().reverse())
    const before = await titles()
    // An editor corrects a typo in the oldest article and publishes it again: Strapi sets its publishedAt to now
    // (which once put it first in the journal and the feed).
    const oldest = await entryPath('api::blog.blog', 'freelancer-vs-agency', 'en')
    const { data: stored } = v.parse(
      v.object({ data: v.object({ UnderTitle: v.nullable(v.string()) }) }),
      await cmsAdmin('GET', `${oldest}?locale=en`),
    )
    const published = await saveAndPublish(oldest, { UnderTitle: `Corrected ${Date.now()}` }, 'en')
    try {
      await expectLiveWithin5s(published, async () =>
        (await (await request.get('/blogs/freelancer-vs-agency')).text()).includes('Corrected'),
      ).toBe(true)
      await gotoHydrated(page, '/blogs')
      expect(await titles()).toEqual(before)
      const feed = await (await request.get('/blogs/feed.xml')).text()
      expect(feed.indexOf('freelancer-vs-agency')).toBeGreaterThan(
        feed.indexOf('what-the-numbers-say-about-fast-websites'),
      )
    } finally {
      await saveAndPublish(oldest, { UnderTitle: stored.UnderTitle }, 'en')
    }
  })

  test('Norwegian tab labels', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await expect(
      page.getByRole('navigation', { name: 'Filtrer artikler etter kategori' }).getByRole('link'),
    ).toHaveText(['Vis Alle', 'Trender', 'Beste Praksis', 'Bransjeinnsikt'])
  })
})

test.describe('blog article', () => {
  test('title, tag, date, minutes, image, share links, rich body and READ MORE', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/blogs/freelancer-vs-agency')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Freelancer vs agency: who should build your brand?',
    )
    const article = page.locator('article').first()
    await expect(article).toContainText('Best Practices')
    await expect(article).toContainText('22.04.2024')
    await expect(article).toContainText('4 min read')
    const share = page.getByRole('complementary', { name: 'Share' }).getByRole('link')
    await expect(share).toHaveCount(3)
    const pageUrl = encodeURIComponent(`${new URL(baseURL ?? '').origin}/blogs/freelancer-vs-agency`)
    for (const link of await share.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(await link.getAttribute('href')).toContain(pageUrl)
    }
    // The article as written: its sections, lists, pull quote and figure, and a link to the contact page.
    const body = article.locator('[data-rich-text]')
    await expect(body.getByRole('heading', { level: 2 }).first()).toHaveText('Start with the job, not the partner')
    await expect(body.locator('blockquote')).toHaveText(
      'Choose the partner whose process you understand, not the one with the shiniest portfolio.',
    )
    await expect(body.locator('ol > li')).toHaveCount(5)
    await expect(body.locator('ul > li strong').first()).toHaveText('How many crafts does it take?')
    await expect(body.locator('figure img')).toHaveAttribute('alt', /^Chart: one craft for weeks suits a freelancer/)
    await expect(body.getByRole('link', { name: 'describe it to us' })).toHaveAttribute('href', '/contact')
    const readMore = page.getByRole('region', { name: 'READ MORE' })
    await expect(readMore.getByRole('link')).toHaveCount(3)
    await expect(readMore).not.toContainText('Freelancer vs agency')
  })

  test("every block and mark of the editor (the renderer's fixture), saved in an article, is on its page", async ({
    page,
    request,
  }) => {
    const path = await entryPath('api::blog.blog', 'freelancer-vs-agency', 'en')
    const { data: stored } = v.parse(
      v.object({ data: v.object({ BlogEditor: v.array(v.record(v.string(), v.unknown())) }) }),
      await cmsAdmin('GET', `${path}?locale=en`),
    )
    // The article's own figure, a real upload, in the place of the fixture's made-up one.
    const { image: upload } = v.parse(
      v.object({ image: v.record(v.string(), v.unknown()) }),
      stored.BlogEditor.find((block) => block.type === 'image'),
    )
    const image = { ...upload, alternativeText: FIXTURE_IMAGE.alternativeText, caption: FIXTURE_IMAGE.caption }
    const body = everyBlock.map((block) => (block.type === 'image' ? { ...block, image } : block))
    // Strapi checks blocks on save: it takes the fixture as its own editor's output.
    const published = await saveAndPublish(path, { BlogEditor: body }, 'en')
    try {
      await expectLiveWithin5s(published, async () =>
        (await (await request.get('/blogs/freelancer-vs-agency')).text()).includes('all at once'),
      ).toBe(true)
      await page.goto('/blogs/freelancer-vs-agency')
      const rich = page.locator('article [data-rich-text]')
      const expected: [string, string | string[]][] = [
        ['h2', 'Heading 1'],
        ['h3', ['Heading 2', 'A heading with italic in it']],
        ['h4', 'Heading 3'],
        ['h5', 'Heading 4'],
        ['h6', ['Heading 5', 'Heading 6']],
        ['p strong', ['bold', 'all at once', 'in bold']],
        ['p em', ['italic', 'all at once']],
        ['p u', ['underlined', 'all at once']],
        ['p del', ['struck', 'all at once']],
        ['p code', ['inline code', 'all at once']],
        ['a[href="https://example.org/bold"] strong', 'in bold'],
        ['blockquote a[href="/contact"]', 'a link'],
        ['pre code', 'const greeting = "hello"\nconsole.log(greeting)'],
        ['ol > li > ol > li', 'A step inside the first'],
        ['ul > li > ul > li', ['A point under it', 'And another']],
        ['figure figcaption', FIXTURE_IMAGE.caption],
      ]
      for (const [selector, text] of expected) await expect(rich.locator(selector), selector).toHaveText(text)
      await expect(rich.locator('a[href="https://example.org/elsewhere"]')).toHaveAttribute('target', '_blank')
      await expect(rich.locator('a[href^="mailto:"]')).toHaveText('by mail')
      await expect(rich.locator('a[href^="tel:"]')).toHaveText('by phone')
      await expect(rich.locator('figure img')).toHaveAttribute('alt', FIXTURE_IMAGE.alternativeText)
      await expect(rich.locator('br')).toHaveCount(1)
      await expect(rich.locator('ol > ol, ol > ul, ul > ol, ul > ul, li > p')).toHaveCount(0)
    } finally {
      await saveAndPublish(path, { BlogEditor: stored.BlogEditor }, 'en')
    }
  })

  for (const width of [390, 1440]) {
    test(`one column, one left edge, headings never smaller than the text (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, '/blogs/freelancer-vs-agency')
      const edges = await page.evaluate(() => {
        const left = (selector: string) =>
          Math.round(document.querySelector(`article ${selector}`)?.getBoundingClientRect().left ?? -1)
        return {
          title: left('h1'),
          share: left('[aria-label="Share"]'),
          image: left('img'),
          text: left('[data-rich-text] > p'),
        }
      })
      // Title, share links, body and image once started at four different left edges.
      expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1)
      const sizes = await page.evaluate(() => {
        const body = document.querySelector('article [data-rich-text]')
        const paragraph = body?.querySelector(':scope > p')
        if (!body || !paragraph) return null
        const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize)
        const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((level) => {
          const heading = document.createElement(level)
          heading.textContent = level
          body.append(heading)
          const measured = size(heading)
          heading.remove()
          return measured
        })
        return { text: size(paragraph), headings }
      })
      if (!sizes) throw new Error('no article text')
      for (const heading of sizes.headings) expect(heading).toBeGreaterThanOrEqual(sizes.text)
      expect(sizes.headings).toEqual([...sizes.headings].sort((a, b) => b - a))
    })
  }

  test('rich text: an article is the server markup, no renderer and no app; opened from a React page, the app renders it', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const renderer = () => scripts.filter((path) => path.includes('RichTextBlocks'))
    await gotoHydrated(page, '/blogs/freelancer-vs-agency')
    const body = page.locator('article [data-rich-text]').first()
    await expect(body.locator('blockquote')).toBeAttached()
    await page.waitForLoadState('load')
    expect(renderer()).toEqual([])
    // Its links are plain links the browser follows.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        Reflect.set(window, '$_richClick', event.defaultPrevented ? 'prevented' : 'through')
        event.preventDefault()
      }),
    )
    await body.locator('a[href^="/"]').first().click()
    expect(await page.evaluate(() => Reflect.get(window, '$_richClick'))).toBe('through')

    // From a React page (the projects list), the journal and an article open in the same document: the app renders
    // them, the article with the renderer.
    await gotoHydrated(page, '/projects')
    await page.evaluate(() => Reflect.set(window, '$_sameDocument', true))
    await page.locator('footer a[href="/blogs"]').first().click()
    await expect(page).toHaveURL(/\/blogs$/)
    const teaser = page.locator('main a[href^="/blogs/"]').first()
    await teaser.click()
    await expect(page).toHaveURL(/\/blogs\/.+/)
    await expect(page.locator('article [data-rich-text] p').first()).toBeVisible()
    expect(await page.evaluate(() => Reflect.get(window, '$_sameDocument'))).toBe(true)
    expect(renderer()).toHaveLength(1)
  })

  test('Norwegian article: LES MER and the flag goes to the English slug', async ({ page }) => {
    await gotoHydrated(page, '/blog/frilanser-eller-byra')
    await expect(page.getByRole('heading', { level: 2, name: 'LES MER', exact: true })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'LES MER' }).getByRole('link', { name: /Les Artikkelen/ }),
    ).toHaveCount(3)
    await expect(page.locator('header').getByRole('link', { name: /switch to english/i })).toHaveAttribute(
      'href',
      '/blogs/freelancer-vs-agency',
    )
  })
})
