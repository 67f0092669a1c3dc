/**
 * The case studies' seed: nine projects in both languages, each with its own story (projects.ts) and drawn as its own
 * brand in use (brand-art.ts).
 */
import type { Core } from '@strapi/strapi'
import { type Block, p, quote, t } from './blocks'
import { projectPictures, renderSvg, type Slot } from './brand-art'
import { type Lang, LOCALES, projectCategories } from './content'
import { createLocalized } from './localized'
import { type Uploaded, upload, uploadArt } from './media'
import { type CaseStudy, projects } from './projects'

/** A paragraph whose `**words**` are bold. */
function paragraph(text: string) {
  return p(...text.split('**').map((part, i) => (i % 2 ? t(part, { bold: true }) : part)))
}

/** The result's words, then the client's, as a quote with its speaker under it. */
function resultBlocks(result: CaseStudy['result']) {
  const blocks: Block[] = result.text.map(paragraph)
  if (result.quote) blocks.push(quote(result.quote.text), p(`– ${result.quote.by}`))
  return blocks
}

/** Where each picture of a project without a brand goes (ten pictures, as a branded project has). */
const FALLBACK_SLOTS: Slot[] = [
  'thumbnail',
  'hero',
  'first',
  'second',
  'second',
  'slider',
  'slider',
  'slider',
  'third',
  'third',
]

/** Creates the project categories and the projects in them. */
export async function seedProjects(strapi: Core.Strapi) {
  const categoryIds: Record<string, string> = {}
  for (const category of projectCategories) {
    categoryIds[category.key] = await createLocalized(strapi, 'api::category.category', {
      en: { Category: category.name.en },
      'nb-NO': { Category: category.name['nb-NO'] },
    })
  }

  for (const [index, project] of projects.entries()) {
    // The project's brand in use, ten pictures (brand-art.ts); a project without a brand gets abstract art instead.
    const planned = projectPictures(project.slug.en)
    const slots = planned.length ? planned.map((picture) => picture.slot) : FALLBACK_SLOTS
    const pictures: Uploaded[] = planned.length
      ? await Promise.all(
          planned.map((picture, i) =>
            renderSvg(picture.svg()).then((bytes) =>
              upload(strapi, bytes, `${project.slug.en}-${i + 1}-${picture.scene}.jpg`, 'image/jpeg', picture.alt),
            ),
          ),
        )
      : await Promise.all(
          FALLBACK_SLOTS.map((_, i) =>
            uploadArt(
              strapi,
              `${project.slug.en}-${i + 1}`,
              1400,
              900,
              1000 + index * 20 + i,
              project.palette,
              `${project.client}: abstract artwork in the project's colours`,
            ),
          ),
        )
    const inSlot = (slot: Slot) => pictures.filter((_, i) => slots[i] === slot)
    // The slider shows what the page does not: three more pictures, and the cover the cards show.
    const slider = [...inSlot('slider'), ...inSlot('thumbnail')]
    const data: Record<Lang, Record<string, unknown>> = { en: {}, 'nb-NO': {} }
    for (const lang of LOCALES) {
      const story = project.story[lang]
      data[lang] = {
        Title: project.title[lang],
        slug: project.slug[lang],
        Tags: project.tags[lang].map((ProjectTag) => ({ ProjectTag })),
        ThumbnailImage: inSlot('thumbnail')[0]?.id,
        HeroImage: inSlot('hero')[0]?.id,
        ProjectStatus: project.status[lang].map((Status) => ({ Status })),
        FirstSectionTitle: story.brief.title,
        FirstSectionText: story.brief.text.map(paragraph),
        FirstSectionImage: inSlot('first')[0]?.id,
        Statistics: story.figures.map((figure) => ({ Title: figure.title, Number: figure.number, Text: figure.text })),
        SecondSectionTitle: story.identityTitle,
        SecondSectionImages: inSlot('second').map((file) => file.id),
        FeaturesSectionTitle: story.delivered.title,
        ProjectFeatures: story.delivered.items.map((Feature) => ({ Feature })),
        ImageSlider: slider.map((file) => file.id),
        ThirdSectionTitle: story.launch.title,
        ThirdSectionText: story.launch.text.map(paragraph),
        ThirdSectionImages: inSlot('third').map((file) => file.id),
        LastSectionTitle: story.result.title,
        LastSectionText: resultBlocks(story.result),
        categories: project.categories.map((key) => categoryIds[key]),
      }
    }
    await createLocalized(strapi, 'api::project.project', data)
  }
}
