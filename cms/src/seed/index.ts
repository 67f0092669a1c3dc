/**
 * Seeds a fresh database with content in English and Norwegian (bootstrap runs it when no blog post exists).
 * Norwegian entries are localizations of the English documents (same documentId), all published.
 */
import type { Core } from '@strapi/strapi'
import { h, list, p } from './blocks'
import { renderSvg } from './brand-art'
import { blogCategories, fileCategories, jobs, type Lang, LOCALES, logos, resources } from './content'
import { createLocalized } from './localized'
import { logoSvg, upload, uploadArt } from './media'
import { resourceAlt, resourceSvg, WALLPAPER_SIZES } from './resource-art'
import { seedPosts } from './seed-posts'
import { seedProjects } from './seed-projects'

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

  await seedPosts(strapi, blogCategoryIds)
  await seedProjects(strapi)

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
      en: { LogoTitle: logo.title.en, LogoImage: file.id, onDark: logo.onDark },
      'nb-NO': { LogoTitle: logo.title['nb-NO'], LogoImage: file.id, onDark: logo.onDark },
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
    // A wallpaper is offered at a desktop's size and a phone's; a kit lives in the cloud-drive folder (product.md), the
    // one in the site settings, which every resource without a file or a folder of its own links to (decision 080).
    const wallpaper = resource.category === 'wallpapers'
    const desktop = wallpaper ? await picture('wallpaper', ...WALLPAPER_SIZES.desktop, 2100 + resource.seed) : null
    const phone = wallpaper ? await picture('wallpaper-phone', ...WALLPAPER_SIZES.phone, 2200 + resource.seed) : null
    const base = {
      Thumbnail: thumb.id,
      FileCategory: fileCategoryIds[resource.category],
      File: desktop?.id ?? null,
      PhoneFile: phone?.id ?? null,
      DriveLink: null,
    }
    await createLocalized(strapi, 'api::creative-file.creative-file', {
      en: { ...base, FileName: resource.name.en },
      'nb-NO': { ...base, FileName: resource.name['nb-NO'] },
    })
  }

  strapi.log.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
