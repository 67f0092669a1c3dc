/**
 * The journal's seed: six articles in both languages (posts.ts), each with its own illustration and figure
 * (editorial-art.ts).
 */
import type { Core } from '@strapi/strapi'
import { type Block, fromText, image, readingMinutes } from './blocks'
import { renderSvg } from './brand-art'
import { type Lang, LOCALES } from './content'
import { articleFigureAlt, articleFigureSvg, editorialAlt, editorialSvg } from './editorial-art'
import { createLocalized } from './localized'
import { PALETTES, type Uploaded, upload, uploadArt } from './media'
import { type PostSeed, posts } from './posts'

/** The article's body in `lang`, with its figure where the text has `[figure]`. */
export function articleBody(post: PostSeed, lang: Lang, figure: Uploaded | null): Block[] {
  return fromText(post.body[lang], figure ? image(figure) : null)
}

/** Creates the articles, in their categories (documentIds by category key). */
export async function seedPosts(strapi: Core.Strapi, blogCategoryIds: Record<string, string>) {
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
    // Its figure: the words in it, and its alt text, in the article's language.
    const figure = (lang: Lang) => {
      const markup = articleFigureSvg(post.slug.en, lang)
      return markup
        ? renderSvg(markup).then((bytes) =>
            upload(
              strapi,
              bytes,
              `${post.slug[lang]}-figure.jpg`,
              'image/jpeg',
              articleFigureAlt(post.slug.en, lang) ?? post.title[lang],
            ),
          )
        : null
    }
    const pictures = (lang: Lang) =>
      Promise.all([
        illustrated('main', 1600, 1000, 400 + index, lang),
        illustrated('thumb', 800, 1000, 500 + index, lang),
        figure(lang),
      ])
    const drawn = await Promise.all(LOCALES.map(pictures))
    const data: Record<Lang, Record<string, unknown>> = { en: {}, 'nb-NO': {} }
    for (const [i, lang] of LOCALES.entries()) {
      const [main, thumb, figured] = drawn[i]
      const body = articleBody(post, lang, figured)
      data[lang] = {
        Title: post.title[lang],
        slug: post.slug[lang],
        UnderTitle: post.subtitle[lang],
        releaseDate: post.releaseDate,
        MinRead: readingMinutes(body),
        MainImage: main.id,
        ThumbnailImage: thumb.id,
        BlogCategory: blogCategoryIds[post.category],
        BlogEditor: body,
      }
    }
    await createLocalized(strapi, 'api::blog.blog', data)
  }
}
