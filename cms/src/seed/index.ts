/**
 * Seeds a fresh database with content in English and Norwegian (bootstrap runs it when no blog post exists).
 * Norwegian entries are localizations of the English documents (same documentId), all published.
 */
import type { Core, UID } from '@strapi/strapi'
import { br, code, h, type ImageRef, image, link, list, p, quote, t } from './blocks'
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
import {
  blogCategories,
  fileCategories,
  jobs,
  type Lang,
  logos,
  posts,
  projectCategories,
  projects,
  resources,
} from './content'
import { editorialAlt, editorialSvg, FIGURE_VARIANTS, reviewFigureAlt, reviewFigureSvg } from './editorial-art'
import { logoSvg, PALETTES, POOL_PALETTES, upload, uploadArt } from './media'
import { resourceAlt, resourceSvg, WALLPAPER_SIZES } from './resource-art'

const LOCALES: Lang[] = ['en', 'nb-NO']

async function createLocalized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: Record<Lang, Record<string, unknown>>,
): Promise<string> {
  const documents = strapi.documents(uid)
  const created = await documents.create({ data: data.en, locale: 'en', status: 'published' })
  await documents.update({ documentId: created.documentId, locale: 'nb-NO', data: data['nb-NO'], status: 'published' })
  return created.documentId
}

function articleBody(post: (typeof posts)[number], lang: Lang, picture: ImageRef) {
  const no = lang === 'nb-NO'
  const [a, b, c] = post.points[lang]
  return [
    h(1, no ? 'Hva dette handler om' : 'What this is about'),
    p(post.intro[lang]),
    h(2, no ? 'Det viktigste først' : 'First things first'),
    p(
      t(no ? 'Kort fortalt: ' : 'In short: ', { bold: true }),
      t(no ? 'tenk på ' : 'think of '),
      t(no ? 'målet' : 'the goal', { italic: true }),
      t(no ? ', ikke verktøyet. Det gjelder ' : ', not the tool. That holds for '),
      t(no ? 'alle' : 'every', { underline: true }),
      t(no ? ' prosjekter, også de ' : ' project, even the '),
      t(no ? 'helt enkle' : 'trivial ones', { strikethrough: true }),
      t(no ? ' små. Vi merker sidene våre med ' : ' small ones. We tag our pages with '),
      t('<meta name="description">', { code: true }),
      t('.'),
    ),
    list('unordered', a, b, c),
    quote(post.quote[lang]),
    h(3, no ? 'Slik kommer du i gang' : 'How to get started'),
    list(
      'ordered',
      no ? 'Skriv ned målet ditt.' : 'Write down your goal.',
      no ? 'Velg ett tall å følge.' : 'Pick one number to follow.',
      no ? 'Se på det hver måned.' : 'Look at it every month.',
    ),
    image(picture),
    br(),
    h(4, no ? 'Et lite eksempel' : 'A small example'),
    code(
      no
        ? 'mål: flere henvendelser\nmåling: skjema sendt per uke\nsjekk: første mandag i måneden'
        : 'goal: more enquiries\nmetric: forms sent per week\nreview: first Monday of the month',
    ),
    h(5, no ? 'Videre lesning' : 'Further reading'),
    p(
      no ? 'Vil du vite mer? ' : 'Want to know more? ',
      link('https://web.dev/articles/vitals', no ? 'Les om Core Web Vitals' : 'Read about Core Web Vitals'),
      no ? ', eller ' : ', or ',
      link('mailto:hello@origin.example', no ? 'skriv til oss' : 'write to us'),
      '.',
    ),
    h(6, no ? 'Til slutt' : 'Finally'),
    p(post.closing[lang]),
  ]
}

export async function seed(strapi: Core.Strapi) {
  const started = Date.now()
  strapi.log.info('Seeding content in English and Norwegian…')

  const blogCategoryIds: Record<string, string> = {}
  for (const category of blogCategories) {
    blogCategoryIds[category.key] = await createLocalized(strapi, 'api::blog-category.blog-category', {
      en: { Category: category.name.en, key: category.key },
      'nb-NO': { Category: category.name['nb-NO'], key: category.key },
    })
  }

  // Every picture with words in it is drawn once per language, with its alt text in that language too.
  // The article figure comes in three backgrounds, posts taking them in turn (drawn once each, not once per post).
  const figureVariants = new Map<number, ReturnType<typeof figureIn>>()
  const figureIn = (variant: number) =>
    Promise.all(
      LOCALES.map((lang) =>
        renderSvg(reviewFigureSvg(lang, variant)).then((bytes) =>
          upload(strapi, bytes, `article-figure-${variant + 1}-${lang}.jpg`, 'image/jpeg', reviewFigureAlt(lang)),
        ),
      ),
    )
  const figures = (index: number) => {
    const variant = index % FIGURE_VARIANTS
    const drawn = figureVariants.get(variant) ?? figureIn(variant)
    figureVariants.set(variant, drawn)
    return drawn
  }
  for (const [index, post] of posts.entries()) {
    const colors = PALETTES[index % PALETTES.length]
    // Each post's own illustration of its subject, landscape for the article and portrait for the list.
    const illustrated = (name: string, w: number, h2: number, seed: number, lang: Lang) => {
      const markup = editorialSvg(post.slug.en, w, h2, lang)
      return markup
        ? renderSvg(markup).then((bytes) =>
            upload(
              strapi,
              bytes,
              `${post.slug[lang]}-${name}.jpg`,
              'image/jpeg',
              editorialAlt(post.slug.en, lang) ?? post.title[lang],
            ),
          )
        : uploadArt(strapi, `${post.slug[lang]}-${name}`, w, h2, seed, colors, `Artwork for “${post.title[lang]}”`)
    }
    const pictures = (lang: Lang) =>
      Promise.all([
        illustrated('main', 1600, 1000, 400 + index, lang),
        illustrated('thumb', 800, 1000, 500 + index, lang),
      ])
    const [drawn, figure] = await Promise.all([Promise.all(LOCALES.map(pictures)), figures(index)])
    const data: Record<Lang, Record<string, unknown>> = { en: {}, 'nb-NO': {} }
    for (const [i, lang] of LOCALES.entries()) {
      const [main, thumb] = drawn[i]
      data[lang] = {
        Title: post.title[lang],
        slug: post.slug[lang],
        UnderTitle: post.subtitle[lang],
        releaseDate: post.releaseDate,
        MinRead: post.minRead,
        MainImage: main.id,
        ThumbnailImage: thumb.id,
        BlogCategory: blogCategoryIds[post.category],
        BlogEditor: articleBody(post, lang, figure[i]),
      }
    }
    await createLocalized(strapi, 'api::blog.blog', data)
  }

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

  for (const job of jobs) {
    const data: Record<Lang, Record<string, unknown>> = { en: {}, 'nb-NO': {} }
    for (const lang of LOCALES) {
      const no = lang === 'nb-NO'
      data[lang] = {
        jobTitle: job.title[lang],
        jobCategories: job.category,
        slug: job.slug[lang],
        jobDescription: [
          p(job.intro[lang]),
          h(2, no ? 'Arbeidsoppgaver' : 'What you will do'),
          list('unordered', ...job.tasks[lang]),
          h(2, no ? 'Hvem vi ser etter' : 'Who we are looking for'),
          list('unordered', ...job.profile[lang]),
          p(
            no
              ? 'Stillingen er i Stavanger eller Pristina, med mulighet for hjemmekontor noen dager i uka.'
              : 'The role is based in Stavanger or Pristina, with some days a week from home.',
          ),
        ],
      }
    }
    await createLocalized(strapi, 'api::job-opening.job-opening', data)
  }

  for (const logo of logos) {
    const file = await upload(
      strapi,
      Buffer.from(logoSvg(logo.variant)),
      `${logo.variant}.svg`,
      'image/svg+xml',
      logo.title.en,
    )
    await createLocalized(strapi, 'api::origin3-logo.origin3-logo', {
      en: { LogoTitle: logo.title.en, LogoImage: file.id },
      'nb-NO': { LogoTitle: logo.title['nb-NO'], LogoImage: file.id },
    })
  }

  const fileCategoryIds: Record<string, string> = {}
  for (const category of fileCategories) {
    fileCategoryIds[category.key] = await createLocalized(strapi, 'api::file-category.file-category', {
      en: { Category: category.name.en },
      'nb-NO': { Category: category.name['nb-NO'] },
    })
  }
  for (const resource of resources) {
    const colors =
      resource.category === 'wallpapers'
        ? ['#0b1d3a', '#2433d6', '#9ea8ff', '#ff6b4a']
        : ['#f4f1ea', '#2433d6', '#0d0d0d', '#9ea8ff']
    // What the resource is: a preview of the kit, or the wallpaper itself (and, full size, the file to download).
    const picture = (name: string, w: number, h2: number, seed: number) => {
      const markup = resourceSvg(resource.seed, w, h2)
      return markup
        ? renderSvg(markup).then((bytes) =>
            upload(
              strapi,
              bytes,
              `resource-${resource.seed}-${name}.jpg`,
              'image/jpeg',
              resourceAlt(resource.seed) ?? resource.name.en,
            ),
          )
        : uploadArt(strapi, `resource-${resource.seed}-${name}`, w, h2, seed, colors, resource.name.en)
    }
    const thumb = await picture('thumb', 800, 600, 2000 + resource.seed)
    // A wallpaper is offered at a desktop's size and a phone's; a kit lives in the cloud-drive folder (product.md).
    const wallpaper = resource.category === 'wallpapers'
    const desktop = wallpaper ? await picture('wallpaper', ...WALLPAPER_SIZES.desktop, 2100 + resource.seed) : null
    const phone = wallpaper ? await picture('wallpaper-phone', ...WALLPAPER_SIZES.phone, 2200 + resource.seed) : null
    const base = {
      Thumbnail: thumb.id,
      FileCategory: fileCategoryIds[resource.category],
      File: desktop?.id ?? null,
      PhoneFile: phone?.id ?? null,
      DriveLink: wallpaper ? null : 'https://drive.google.com/drive/folders/origin-free-resources',
    }
    await createLocalized(strapi, 'api::creative-file.creative-file', {
      en: { ...base, FileName: resource.name.en },
      'nb-NO': { ...base, FileName: resource.name['nb-NO'] },
    })
  }

  strapi.log.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
