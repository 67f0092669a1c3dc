/**
 * The case studies' seed: nine projects in both languages, each drawn as its own brand in use (brand-art.ts).
 */
import type { Core } from '@strapi/strapi'
import { p, t } from './blocks'
import {
  billboardSvg,
  boardSvg,
  brandOf,
  cardsSvg,
  heroAlt,
  heroSvg,
  lockupSvg,
  merchSvg,
  postsSvg,
  renderSvg,
} from './brand-art'
import { type Lang, LOCALES, projectCategories } from './content'
import { createLocalized } from './localized'
import { POOL_PALETTES, upload, uploadArt } from './media'

import { projects } from './projects'

/** Creates the project categories and the projects in them. */
export async function seedProjects(strapi: Core.Strapi) {
  const categoryIds: Record<string, string> = {}
  for (const category of projectCategories) {
    categoryIds[category.key] = await createLocalized(strapi, 'api::category.category', {
      en: { Category: category.name.en },
      'nb-NO': { Category: category.name['nb-NO'] },
    })
  }

  // Each project gets its own thumbnail, hero and first image in its palette; the section images and the slider draw
  // on a shared pool, each project at its own offset. Half the uploads (Strapi makes 4 formats of each), same variety.
  // (Only drawn when a project has no brand of its own in brand-art.ts; today every seed project has one.)
  const needsPool = projects.some((project) => !brandOf(project.slug.en))
  const pool = await Promise.all(
    Array.from({ length: needsPool ? 12 : 0 }, (_, i) =>
      uploadArt(
        strapi,
        `studio-${i + 1}`,
        1400,
        900,
        3000 + i,
        POOL_PALETTES[i % POOL_PALETTES.length],
        `Abstract composition ${i + 1} in the studio's colours`,
      ),
    ),
  )
  for (const [index, project] of projects.entries()) {
    // The project's own brand: its board as the thumbnail, the brand in use as the hero, its social posts first.
    const brand = brandOf(project.slug.en)
    const art = (name: string, seedOffset: number, w: number, h2: number) =>
      uploadArt(
        strapi,
        `${project.slug.en}-${name}`,
        w,
        h2,
        1000 + index * 20 + seedOffset,
        project.palette,
        `${project.title}: abstract artwork in the project's colours`,
      )
    const drawn = (name: string, markup: string, alt: string) =>
      renderSvg(markup).then((bytes) => upload(strapi, bytes, `${project.slug.en}-${name}.jpg`, 'image/jpeg', alt))
    const [thumb, hero, first] = brand
      ? await Promise.all([
          drawn(
            'thumbnail',
            boardSvg(brand),
            `${brand.name} brand board: the logo, the colour palette and the ${brand.typeName} typeface`,
          ),
          drawn('hero', heroSvg(brand), heroAlt(brand)),
          drawn(
            'first',
            postsSvg(brand),
            `Four ${brand.name} social media posts: the logo, the campaign line, a pattern of the mark and the wordmark`,
          ),
        ])
      : await Promise.all([art('thumbnail', 1, 1200, 800), art('hero', 2, 1600, 1000), art('first', 3, 1200, 900)])
    const pick = (k: number) => pool[(index * 3 + k) % pool.length]
    // The identity (lockup, cards) and the launch (billboard, merchandise); the slider shows the whole project.
    const [second1, second2, third1, third2] = brand
      ? await Promise.all([
          drawn('lockup', lockupSvg(brand), `The ${brand.name} logo lockup on its colour, with its clear space marked`),
          drawn('cards', cardsSvg(brand), `${brand.name} business cards, front and back`),
          drawn(
            'billboard',
            billboardSvg(brand),
            `A ${brand.name} billboard by the street: “${brand.headline.join(' ')}”`,
          ),
          drawn('merch', merchSvg(brand), `A ${brand.name} tote bag and cup with the mark`),
        ])
      : [pick(0), pick(1), pick(2), pick(3)]
    const slider = brand ? [hero, second1, first, third1, second2] : [pick(4), pick(5), pick(6), pick(7), pick(8)]
    const data: Record<Lang, Record<string, unknown>> = { en: {}, 'nb-NO': {} }
    for (const lang of LOCALES) {
      const no = lang === 'nb-NO'
      data[lang] = {
        Title: project.title,
        slug: project.slug[lang],
        Tags: project.tags[lang].map((ProjectTag) => ({ ProjectTag })),
        ThumbnailImage: thumb.id,
        HeroImage: hero.id,
        ProjectStatus: project.status[lang].map((Status) => ({ Status })),
        FirstSectionTitle: no ? 'Utfordringen' : 'The challenge',
        FirstSectionText: [
          p(project.summary[lang]),
          p(
            no ? 'Vi startet med intervjuer, workshops og en ' : 'We started with interviews, workshops and an ',
            t(no ? 'ærlig gjennomgang' : 'honest review', { bold: true }),
            no ? ' av alt som fantes.' : ' of everything that existed.',
          ),
        ],
        FirstSectionImage: first.id,
        Statistics: [
          {
            Title: no ? 'Økning i henvendelser' : 'More enquiries',
            Number: `${40 + index * 7}%`,
            Text: no ? 'de første tre månedene' : 'in the first three months',
          },
          {
            Title: no ? 'Raskere lasting' : 'Faster loading',
            Number: `${2 + (index % 3)}×`,
            Text: no ? 'på mobil' : 'on mobile',
          },
          {
            Title: no ? 'Leveranser' : 'Deliverables',
            Number: `${12 + index}`,
            Text: no ? 'maler, sider og kampanjer' : 'templates, pages and campaigns',
          },
        ],
        SecondSectionTitle: no ? 'Identiteten' : 'The identity',
        SecondSectionImages: [second1.id, second2.id],
        FeaturesSectionTitle: no ? 'Det vi leverte' : 'What we delivered',
        ProjectFeatures: (no
          ? ['Merkevarestrategi', 'Logo og typografi', 'Nettside', 'Innhold til lansering']
          : ['Brand strategy', 'Logo and type', 'Website', 'Launch content']
        ).map((Feature) => ({ Feature })),
        ImageSlider: slider.map((s) => s.id),
        ThirdSectionTitle: no ? 'Lanseringen' : 'The launch',
        ThirdSectionText: [
          p(
            no
              ? 'Lanseringen samlet alt i én historie, fortalt likt i alle kanaler.'
              : 'The launch brought everything together in one story, told the same way in every channel.',
          ),
        ],
        ThirdSectionImages: [third1.id, third2.id],
        LastSectionTitle: no ? 'Resultatet' : 'The result',
        LastSectionText: [
          p(
            no
              ? 'En merkevare teamet er stolt av, og tall som viser at den virker.'
              : 'A brand the team is proud of, and numbers that show it works.',
          ),
        ],
        categories: project.categories.map((key) => categoryIds[key]),
      }
    }
    await createLocalized(strapi, 'api::project.project', data)
  }
}
