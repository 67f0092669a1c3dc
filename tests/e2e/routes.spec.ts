import { expect, publicPages, readableDuringDelay, sharedPages, test } from './fixtures'

const htmlLang = { en: 'en', no: 'nb-NO' } as const

test.describe('every public path answers in its language', () => {
  for (const page of publicPages) {
    for (const lang of ['en', 'no'] as const) {
      const path = page[lang]
      test(`${path} (${page.screen}, ${lang})`, async ({ request, baseURL }) => {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${htmlLang[lang]}"`)
        // Server-rendered: the heading is in the HTML before any script runs.
        expect(html).toMatch(/<h1[^>]*>[^<]+/)
        const origin = new URL(baseURL ?? '').origin
        expect(html).toContain(`<link rel="canonical" href="${origin}${encodeURI(path)}"`)
        expect(html).toContain(`hrefLang="en" href="${origin}${page.en}"`)
        expect(html).toContain(`hrefLang="nb-NO" href="${origin}${page.no}"`)
        expect(html).toContain(`hrefLang="x-default" href="${origin}${page.en}"`)
      })
    }
  }

  for (const path of sharedPages) {
    test(`${path} (shared, English text)`, async ({ request, baseURL }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="en"')
      const origin = new URL(baseURL ?? '').origin
      expect(html).toContain(`hrefLang="en" href="${origin}${path}"`)
      expect(html).toContain(`hrefLang="x-default" href="${origin}${path}"`)
      expect(html).not.toContain('hrefLang="nb-NO"')
    })
  }
})

test.describe('not found', () => {
  for (const [path, lang] of [
    ['/this-page-does-not-exist', 'en'],
    ['/projekter/finnes/ikke', 'no'],
    ['/about/team/nobody', 'en'],
    ['/projects/no-such-project', 'en'],
    ['/blog/no-such-post', 'no'],
    ['/careers/no-such-job', 'en'],
    // Only `no` is the router's language segment (decision 061).
    ['/xyz/about', 'en'],
  ] as const) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain(`<html lang="${htmlLang[lang]}"`)
      expect(html).toContain(lang === 'en' ? 'Looks like you&#x27;re stuck' : 'Ser ut som du har gått deg vill')
      expect(html).toContain(`href="${lang === 'en' ? '/' : '/no'}"`)
      // The not-found screen opens on a dark video: the header is the light one, whichever route found nothing.
      expect(html).toMatch(/<header[^>]*data-on-dark=""/)
      // Its flag leads to the other language's home, not to another address that does not exist.
      expect(html).toMatch(new RegExp(`<a class="[^"]*flagLink[^"]*"[^>]* href="${lang === 'en' ? '/no' : '/'}"`))
    })
  }

  test('the message animates in after about 6 s, at once under reduced motion', async ({ page }) => {
    await page.goto('/nowhere-at-all')
    const message = page.getByTestId('not-found-message')
    const delay = await message.evaluate((el) => getComputedStyle(el).animationDelay)
    expect(delay).toBe('6s')
    // Readable while it waits: the animation only decorates (it was once six seconds of an empty gradient).
    expect(await readableDuringDelay(message)).toBe(true)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(() => message.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/')
  })

  test('the dark page runs straight into the footer, with no stripe of paper between', async ({ page }) => {
    await page.goto('/nowhere-at-all')
    const gap = await page.getByTestId('not-found-message').evaluate((message) => {
      const section = message.closest('section')
      const footer = document.querySelector('footer')
      if (!section || !footer) return null
      return footer.getBoundingClientRect().top - section.getBoundingClientRect().bottom
    })
    expect(gap).toBe(0)
  })
})

test("the router's own path of a Norwegian page leads to its public path (decision 061)", async ({ request }) => {
  for (const [path, target] of [
    ['/no/about', '/om-oss'],
    ['/no/blogs', '/blog'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeGreaterThanOrEqual(300)
    expect(response.status(), path).toBeLessThan(400)
    expect(response.headers().location, path).toMatch(new RegExp(`${target}$`))
  }
})

test('the other reading /takk redirects permanently to /tusen-takk', async ({ request }) => {
  const response = await request.get('/takk', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/\/tusen-takk$/)
})

test("a slug of the other language redirects permanently to this language's document", async ({ request }) => {
  for (const [path, target] of [
    ['/projekter/kode-labs', '/projekter/kode-labs-nor'],
    ['/blogs/frilanser-eller-byra', '/blogs/freelancer-vs-agency'],
    ['/karrierer/frontend-developer', '/karrierer/frontend-utvikler'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers().location, path).toMatch(new RegExp(`${target}$`))
  }
})
