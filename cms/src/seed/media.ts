/** Generated seed media: soft abstract compositions (sharp) and SVG logos, uploaded through the upload service. */

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import sharp from 'sharp'
import type { ImageRef } from './blocks'
import { fontFile, type } from './brand-art'

function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/** The site's palette (ink, paper, electric blue, periwinkle, coral) in the blog posts' three mixes. */
export const PALETTES: readonly (readonly string[])[] = [
  ['#9ea8ff', '#2433d6', '#f4f1ea', '#0d0d0d'],
  ['#f4f1ea', '#ff6b4a', '#2433d6', '#9ea8ff'],
  ['#0d0d0d', '#9ea8ff', '#ff6b4a', '#f4f1ea'],
]

/** Mixes for the shared pool of section and slider images. */
export const POOL_PALETTES: readonly (readonly string[])[] = [
  ['#f4f1ea', '#2433d6', '#9ea8ff', '#ff6b4a'],
  ['#0b1d3a', '#2433d6', '#9ea8ff', '#f4f1ea'],
  ['#e8e3d8', '#ff6b4a', '#0d0d0d', '#9ea8ff'],
  ['#0d0d0d', '#2433d6', '#ff6b4a', '#e8e3d8'],
]

export function artSvg(width: number, height: number, seed: number, colors: readonly string[]): string {
  const r = random(seed)
  const [background, ...rest] = colors
  const shapes = Array.from({ length: 8 }, (_, i) => {
    const cx = Math.round(r() * width)
    const cy = Math.round(r() * height)
    const rad = Math.round((0.12 + r() * 0.3) * Math.min(width, height))
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${rest[i % rest.length]}" opacity="${(0.6 + r() * 0.35).toFixed(2)}"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${shapes.join('')}</svg>`
}

/**
 * The studio's own logo in its variants (Creative Lab downloads): the ring mark and the wordmark in Space Grotesk,
 * the site's typeface, as outlines, so the file looks the same in any program, with or without the font installed.
 * Every variant is the logo alone on a transparent ground, the light one too: it goes onto a dark background of the
 * user's own (and a dark tile in the Creative Lab), not in a black box.
 */
export function logoSvg(variant: string): string {
  const ink = variant.endsWith('light') ? '#f4f1ea' : variant.endsWith('blue') ? '#2433d6' : '#0d0d0d'
  const mark = `<circle cx="32" cy="32" r="24" fill="none" stroke="${ink}" stroke-width="8"/><circle cx="32" cy="32" r="7" fill="${ink}"/>`
  if (variant.startsWith('symbol')) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="256" height="256">${mark}</svg>`
  }
  const wordmark = type(fontFile('space-grotesk/files/space-grotesk-latin-700-normal.woff'), 'origin', 72, 46, 44, {
    fill: ink,
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 64" width="528" height="128">${mark}${wordmark}</svg>`
}

/** An uploaded file as Strapi returns it: what an article's image block holds, and its id. */
export type Uploaded = ImageRef & { id: number }

/** Uploads a buffer through Strapi's upload service, so Strapi makes its responsive formats. */
export async function upload(
  strapi: Core.Strapi,
  bytes: Buffer,
  name: string,
  mime: string,
  alternativeText: string,
): Promise<Uploaded> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-'))
  const filepath = path.join(dir, name)
  try {
    await writeFile(filepath, bytes)
    const { size } = await stat(filepath)
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText, caption: null } },
        files: { filepath, originalFilename: name, mimetype: mime, size },
      })
    return file
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Draws the shapes small, blurs the raster (sharp extends the edges, so nothing is cut with a hard line as an SVG
 * filter region would) and scales it up: soft, smooth gradients in a few milliseconds.
 */
export async function renderArt(
  width: number,
  height: number,
  seed: number,
  colors: readonly string[],
): Promise<Buffer> {
  const scale = 8
  const w = Math.round(width / scale)
  const h = Math.round(height / scale)
  // Two pipelines: sharp resizes before it blurs within one.
  const small = await sharp(Buffer.from(artSvg(w, h, seed, colors)))
    .blur(Math.max(1, w / 16))
    .png()
    .toBuffer()
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

export async function uploadArt(
  strapi: Core.Strapi,
  name: string,
  width: number,
  height: number,
  seed: number,
  colors: readonly string[],
  alt: string,
) {
  const bytes = await renderArt(width, height, seed, colors)
  return upload(strapi, bytes, `${name}.jpg`, 'image/jpeg', alt)
}
