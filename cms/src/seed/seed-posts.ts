/**
 * The journal's seed: six articles in both languages, each with its own illustration (editorial-art.ts).
 */
import type { Core } from '@strapi/strapi'
import { br, code, h, type ImageRef, image, link, list, p, quote, t } from './blocks'
import { renderSvg } from './brand-art'
import { type Lang, LOCALES } from './content'
import { editorialAlt, editorialSvg, FIGURE_VARIANTS, reviewFigureAlt, reviewFigureSvg } from './editorial-art'
import { createLocalized } from './localized'
import { PALETTES, upload, uploadArt } from './media'

import { posts } from './posts'

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

/** Creates the articles, in their categories (documentIds by category key). */
export async function seedPosts(strapi: Core.Strapi, blogCategoryIds: Record<string, string>) {
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
}
