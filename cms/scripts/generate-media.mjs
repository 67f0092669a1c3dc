#!/usr/bin/env node
// Renders the seed's generated media to a folder, to look at them without starting Strapi:
//   node_modules/.bin/node cms/scripts/generate-media.mjs [out-dir]      (after cms/scripts/setup.sh built dist/)
// The seed (src/seed/media.ts) draws the same pictures at bootstrap and uploads them through Strapi's upload service,
// which adds the responsive formats; nothing generated is committed.
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(cms, 'package.json'))
const { renderArt, logoSvg } = require(path.join(cms, 'dist/src/seed/media.js'))
const { BRANDS, projectPictures, renderSvg } = require(path.join(cms, 'dist/src/seed/brand-art.js'))
const { editorialSvg, FIGURE_VARIANTS, reviewFigureSvg } = require(path.join(cms, 'dist/src/seed/editorial-art.js'))
const { resourceSvg, WALLPAPER_SIZES } = require(path.join(cms, 'dist/src/seed/resource-art.js'))
const { resources } = require(path.join(cms, 'dist/src/seed/content.js'))
const { posts } = require(path.join(cms, 'dist/src/seed/posts.js'))
const { projects } = require(path.join(cms, 'dist/src/seed/projects.js'))

const out = path.resolve(process.argv[2] || path.join(cms, '.tmp/media-preview'))
await mkdir(out, { recursive: true })
const started = Date.now()
const jobs = []
// Each project's brand in use: its ten pictures, named by their place on the page and what they show.
let drawn = 0
for (const brand of BRANDS) {
  for (const [i, picture] of projectPictures(brand.slug).entries()) {
    const name = `project-${brand.slug}-${i + 1}-${picture.slot}-${picture.scene}.jpg`
    await writeFile(path.join(out, name), await renderSvg(picture.svg()))
    drawn++
  }
}
// Each blog post's illustration, as the article's main image and the list's portrait thumbnail, in each language; and
// the figure inside the articles, in its backgrounds.
for (const post of posts) {
  for (const lang of ['en', 'nb-NO']) {
    for (const [name, w, h] of [
      ['main', 1600, 1000],
      ['thumb', 800, 1000],
    ]) {
      const markup = editorialSvg(post.slug.en, w, h, lang)
      if (!markup) continue
      await writeFile(path.join(out, `blog-${post.slug[lang]}-${name}.jpg`), await renderSvg(markup))
      drawn++
    }
  }
}
for (let variant = 0; variant < FIGURE_VARIANTS; variant++) {
  for (const lang of ['en', 'nb-NO']) {
    await writeFile(
      path.join(out, `blog-figure-${variant + 1}-${lang}.jpg`),
      await renderSvg(reviewFigureSvg(lang, variant)),
    )
    drawn++
  }
}
// The Creative Lab's resources: the kits' previews and the wallpapers at full size, for a desktop and for a phone.
for (const resource of resources) {
  const wallpapers = [
    ['wallpaper', ...WALLPAPER_SIZES.desktop],
    ['wallpaper-phone', ...WALLPAPER_SIZES.phone],
  ]
  const sizes = resource.category === 'wallpapers' ? [['thumb', 800, 600], ...wallpapers] : [['thumb', 800, 600]]
  for (const [name, w, h] of sizes) {
    const markup = resourceSvg(resource.seed, w, h)
    if (!markup) continue
    await writeFile(path.join(out, `resource-${resource.seed}-${name}.jpg`), await renderSvg(markup))
    drawn++
  }
}
const branded = new Set(BRANDS.map((brand) => brand.slug))
for (const [index, project] of projects.entries()) {
  if (branded.has(project.slug.en)) continue
  jobs.push([`project-${project.slug.en}-hero.jpg`, [1600, 1000, 1000 + index * 20 + 2, project.palette]])
  jobs.push([`project-${project.slug.en}-thumbnail.jpg`, [1200, 800, 1000 + index * 20 + 1, project.palette]])
}
for (const name of ['wordmark', 'symbol', 'wordmark-light', 'symbol-blue']) {
  await writeFile(path.join(out, `logo-${name}.svg`), logoSvg(name))
}
for (const [name, args] of jobs) await writeFile(path.join(out, name), await renderArt(...args))
console.log(`${drawn + jobs.length} images and 4 logos in ${out} (${Date.now() - started} ms)`)
