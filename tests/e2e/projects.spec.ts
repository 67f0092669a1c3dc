import { projects } from '../../cms/src/seed/projects'
import { strapiUrl } from '../ports'
import { cmsEntries, expect, gotoHydrated, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

const cards = (page: import('@playwright/test').Page) => page.locator('main h2')

test('shows 6 projects, LOAD MORE appends the next page and lives in the URL', async ({ page }) => {
  await gotoHydrated(page, '/projects')
  await expect(cards(page)).toHaveCount(6)
  await page.getByRole('link', { name: 'LOAD MORE' }).click()
  await expect(page).toHaveURL(/\/projects\?page=2$/)
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByRole('link', { name: 'LOAD MORE' })).toHaveCount(0)
  await page.reload()
  await expect(cards(page)).toHaveCount(9)
})

test('LOAD MORE by keyboard: focus goes to the first project it added, named by its title; Tab goes on to the next', async ({
  page,
}) => {
  await gotoHydrated(page, '/projects')
  await expect(cards(page)).toHaveCount(6)
  await page.getByRole('link', { name: 'LOAD MORE' }).focus()
  await page.keyboard.press('Enter')
  await expect(cards(page)).toHaveCount(9)
  // The last page: the control is gone, and focus did not fall to <body> with it.
  await expect(page.getByRole('link', { name: 'LOAD MORE' })).toHaveCount(0)
  const cardLink = (index: number) => page.getByTestId('project-cards').locator(':scope > li > a').nth(index)
  await expect(cardLink(6)).toBeFocused()
  await expect(cardLink(6)).toHaveAccessibleName((await cards(page).nth(6).textContent()) ?? '')
  expect(await cardLink(6).evaluate((link) => link.matches(':focus-visible'))).toBe(true)
  // The whole card in view, its tags too (smooth scrolling may still be easing there).
  await expect
    .poll(() =>
      cardLink(6).evaluate((link) => {
        const card = link.parentElement?.getBoundingClientRect()
        return card ? card.top >= 0 && card.bottom <= window.innerHeight : false
      }),
    )
    .toBe(true)
  await page.keyboard.press('Tab')
  await expect(cardLink(7)).toBeFocused()
})

test('filters by category with counts; a card shows at most two tags and links to its project', async ({ page }) => {
  await gotoHydrated(page, '/projekter')
  const filters = page.getByRole('navigation', { name: 'Filtrer prosjekter etter kategori' })
  await expect(filters.getByRole('link').first()).toHaveText('Vis Alle')
  const branding = filters.getByRole('link', { name: /Merkevarebygging/ })
  const count = Number(await branding.locator('span[aria-hidden]').textContent())
  await branding.click()
  await expect(page).toHaveURL(/category=Merkevarebygging/)
  await expect(cards(page)).toHaveCount(count)
  // Exactly the projects the CMS files under the category: none missing, none from another.
  const inCategory = await cmsEntries<{ Title: string }>(
    'api::project.project',
    'locale=nb-NO&filters[categories][Category][$eq]=Merkevarebygging',
  )
  expect((await cards(page).allTextContents()).sort()).toEqual(inCategory.map((project) => project.Title).sort())
  expect(count).toBeLessThan((await cmsEntries('api::project.project', 'locale=nb-NO')).length)
  for (const tags of await page.locator('main li ul').all())
    expect(await tags.locator('li').count()).toBeLessThanOrEqual(2)
  await expect(page.getByRole('link', { name: 'Kode Labs' })).toHaveAttribute('href', '/projekter/kode-labs-nor')
})

test('a bad category or page falls back to all projects, first page', async ({ page, request }) => {
  expect((await request.get('/projects?category=Nope&page=-3')).status()).toBe(200)
  await gotoHydrated(page, '/projects?category=Nope&page=abc')
  // At the unfiltered list's own address (decision 108).
  await expect(page).toHaveURL(/\/projects$/)
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Show All' })).toHaveAttribute('aria-current', 'page')
})

test.describe('project detail', () => {
  test('every section of its own story, the draggable slider and the next project', async ({ page }) => {
    const story = projects.find((project) => project.slug.en === 'smeg-kosovo')?.story.en
    if (!story) throw new Error('the seed has no smeg-kosovo')
    await gotoHydrated(page, '/projects/smeg-kosovo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SMEG Kosovo')
    for (const title of [
      story.brief.title,
      story.identityTitle,
      story.delivered.title,
      story.launch.title,
      story.result.title,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    // Its own figures and deliverables, and the client's word under the result.
    const figures = page.getByRole('region', { name: 'In numbers' })
    await expect(figures.locator('dt')).toHaveText(story.figures.map((figure) => figure.title))
    await expect(figures.locator('dd').first()).toHaveText(story.figures[0]?.number ?? '')
    await expect(page.getByRole('listitem').filter({ hasText: story.delivered.items[0] ?? '' })).toBeVisible()
    await expect(page.locator('blockquote')).toHaveText(story.result.quote?.text ?? '')
    const slider = page.getByTestId('project-slider')
    expect(await slider.locator('img').count()).toBeGreaterThanOrEqual(4)
    await slider.scrollIntoViewIfNeeded()
    const box = await slider.boundingBox()
    if (!box) throw new Error('slider not rendered')
    await page.mouse.move(box.x + 500, box.y + 100)
    await page.mouse.down()
    await page.mouse.move(box.x + 300, box.y + 100, { steps: 4 })
    await page.mouse.up()
    await expect.poll(() => slider.evaluate((el) => el.scrollLeft)).toBe(100)
    const next = page.getByRole('region', { name: 'Next Project' })
    await expect(next.getByRole('link', { name: /View Project/ })).toHaveAttribute('href', /^\/projects\/[a-z0-9-]+$/)
  })

  test('following Next visits every published project before it repeats, in both languages', async ({ request }) => {
    for (const [locale, prefix] of [
      ['en', '/projects/'],
      ['nb-NO', '/projekter/'],
    ] as const) {
      const published = await fetch(
        `${strapiUrl()}/api/projects?locale=${locale}&fields[0]=slug&pagination[pageSize]=100`,
      ).then((response) => response.json())
      const slugs: string[] = published.data.map((project: { slug: string }) => project.slug)
      expect(slugs.length).toBeGreaterThan(2)
      /** Where a project's "Next Project" link leads, read from its page. */
      const nextOf = async (slug: string) => {
        const html = await (await request.get(`${prefix}${slug}`)).text()
        const section = html.slice(html.indexOf('aria-labelledby="next-project"'))
        const href = /href="([^"]+)"/.exec(section)?.[1] ?? ''
        return decodeURIComponent(href.slice(prefix.length))
      }
      // One round from the first project: each project once, then back where it started (so from any project too).
      const seen = [slugs[0] ?? '']
      for (let step = 1; step < slugs.length; step++) {
        const next = await nextOf(seen[seen.length - 1] ?? '')
        expect(seen, `${locale}: ${next} came round again after ${seen.join(' → ')}`).not.toContain(next)
        seen.push(next)
      }
      expect([...seen].sort()).toEqual([...slugs].sort())
      expect(await nextOf(seen[seen.length - 1] ?? '')).toBe(slugs[0])
    }
  })

  test('kode-labs leads to the next project its editors chose (product.md); Norwegian labels', async ({ page }) => {
    await gotoHydrated(page, '/projekter/kode-labs-nor')
    const next = page.getByRole('region', { name: 'Neste Prosjekt' })
    await expect(next).toContainText('Klesmerket Chaos')
    await expect(next.getByRole('link', { name: /Se Prosjekt/ })).toHaveAttribute(
      'href',
      '/projekter/chaos-clothing-brand-nor',
    )
  })
})

test('Norwegian pages name each project as its Norwegian story does: the list, its page, the next link, home', async ({
  page,
}) => {
  const names = projects.map((project) => project.title['nb-NO'])
  // The names a Norwegian page must never show: the English ones that have a Norwegian form.
  const english = projects.flatMap((project) => (project.title.en === project.title['nb-NO'] ? [] : [project.title.en]))
  expect(names).toContain('Stavanger Seilforening')
  expect(english).toContain('Stavanger Sailing Club')
  await gotoHydrated(page, '/projekter?page=2')
  expect((await cards(page).allTextContents()).sort()).toEqual([...names].sort())
  const pages = await page
    .locator('main a:has(h2)')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(pages).toHaveLength(names.length)
  for (const path of pages) {
    await page.goto(path)
    // What a reader sees of the page (its heading, its text, the next project's name), what a screen reader says of
    // its pictures, and its title, for tabs and share cards alike.
    const alts = await page.locator('main img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')))
    const seen = `${await page.title()}\n${await page.locator('main').textContent()}\n${alts.join('\n')}`
    for (const name of english) expect(seen, `${path} shows ${name}`).not.toContain(name)
  }
  await page.goto('/projekter/stavanger-seilforening')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stavanger Seilforening')
  await expect(page).toHaveTitle(/^Stavanger Seilforening/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Stavanger Seilforening/)
  await expect(page.locator('main')).toContainText('Stavanger Seilforening har drevet seilkurs')
  // Home's showcase, whose cards name projects as their pages do.
  await gotoHydrated(page, '/no')
  const home = (await page.locator('main').textContent()) ?? ''
  expect(home).toContain('Klesmerket Chaos')
  for (const name of english) expect(home, `home shows ${name}`).not.toContain(name)
})
