import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { home, JOURNAL_POSTS, pictureAlt, testimonials } from './home-content'
import { upload } from './media'

const HOME = 'api::home.home'
const TESTIMONIAL = 'api::testimonial.testimonial'

/** The site's own pictures (public/media beside cms/), so the seeded home page looks as it did when they were code. */
function siteMedia(strapi: Core.Strapi, file: string): Promise<Buffer> {
  return readFile(path.join(strapi.dirs.app.root, '..', 'public', 'media', file))
}

async function documentIdOf(
  strapi: Core.Strapi,
  uid: 'api::project.project' | 'api::blog.blog',
  slug: string,
): Promise<string | null> {
  const found = await strapi.documents(uid).findFirst({ filters: { slug }, locale: 'en', status: 'published' })
  return found?.documentId ?? null
}

/** The home page in both languages, published, picking the projects and posts it showed before. */
async function seedHome(strapi: Core.Strapi) {
  const pictures = new Map<string, number>()
  const picture = async (name: string) => {
    const known = pictures.get(name)
    if (known !== undefined) return known
    const file = await upload(
      strapi,
      await siteMedia(strapi, `${name}.webp`),
      `${name}.webp`,
      'image/webp',
      pictureAlt(name),
    )
    pictures.set(name, file.id)
    return file.id
  }
  const postIds = await Promise.all(JOURNAL_POSTS.map((slug) => documentIdOf(strapi, 'api::blog.blog', slug)))
  const dataOf = async (locale: 'en' | 'nb-NO') => {
    const words = home[locale]
    const showcase = []
    for (const card of words.showcase) {
      const project = await documentIdOf(strapi, 'api::project.project', card.project)
      showcase.push({
        project: project ? { documentId: project, locale } : null,
        year: card.year,
        status: card.status,
        focus: card.focus.map((label) => ({ label })),
        picture: await picture(card.picture),
      })
    }
    const panels = []
    for (const panel of words.panels) {
      panels.push({
        title: panel.title,
        text: panel.text,
        tags: panel.tags.map((label) => ({ label })),
        items: panel.items.map((label) => ({ label })),
        picture: await picture(panel.picture),
      })
    }
    return {
      heroTitle: words.heroTitle,
      heroCta: words.heroCta,
      introTitle: words.introTitle,
      introText: words.introText,
      craftTitle: words.craftTitle,
      craft: words.craft.map((card) => ({ ...card })),
      approachTitle: words.approachTitle,
      approach: words.approach.map((card) => ({ ...card })),
      servicesTitle: words.servicesTitle,
      panels,
      showcaseTitle: words.showcaseTitle,
      showcase,
      testimonialsTitle: words.testimonialsTitle,
      journalTitle: words.journalTitle,
      journal: postIds.flatMap((post) => (post ? [{ post: { documentId: post, locale } }] : [])),
    }
  }
  const documents = strapi.documents(HOME)
  const created = await documents.create({ data: await dataOf('en'), locale: 'en', status: 'published' })
  await documents.update({
    documentId: created.documentId,
    locale: 'nb-NO',
    data: await dataOf('nb-NO'),
    status: 'published',
  })
}

/** The testimonials in both languages, published, in their old order. */
async function seedTestimonials(strapi: Core.Strapi) {
  const documents = strapi.documents(TESTIMONIAL)
  for (const [order, testimonial] of testimonials.entries()) {
    const file = `${testimonial.logo}.svg`
    const logo = await upload(
      strapi,
      await siteMedia(strapi, path.join('clients', file)),
      file,
      'image/svg+xml',
      testimonial.company,
    )
    const shared = { name: testimonial.name, company: testimonial.company, logo: logo.id, order }
    const created = await documents.create({
      data: { ...shared, quote: testimonial.quote.en, role: testimonial.role.en },
      locale: 'en',
      status: 'published',
    })
    await documents.update({
      documentId: created.documentId,
      locale: 'nb-NO',
      data: { ...shared, quote: testimonial.quote['nb-NO'], role: testimonial.role['nb-NO'] },
      status: 'published',
    })
  }
}

/**
 * The home page and the testimonials, when the CMS has none: on a fresh database after the rest of the seed, and on
 * one seeded before they moved into the CMS (decision 038), whose home page would otherwise lose its words.
 */
export async function seedHomeContent(strapi: Core.Strapi) {
  if ((await strapi.db.query(HOME).count()) === 0) {
    await seedHome(strapi)
    strapi.log.info('Seeded the home page')
  }
  if ((await strapi.db.query(TESTIMONIAL).count()) === 0) {
    await seedTestimonials(strapi)
    strapi.log.info(`Seeded ${testimonials.length} testimonials`)
  }
}
