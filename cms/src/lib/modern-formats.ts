/**
 * AVIF copies of an uploaded picture, stored as more of its `formats` (decision 029). Strapi makes its responsive
 * formats (small, medium, large) in the original's format, JPEG for photos; this adds, for the original and each of
 * those, an AVIF of the same size, which the site offers first in a `<picture>` and browsers without AVIF skip.
 *
 * They ride in `formats` so that Strapi's own code keeps them with the file: deleting or replacing a picture in the
 * media library deletes or replaces every entry of `formats`, and the API returns them wherever the file is populated.
 */
import { Readable } from 'node:stream'
import sharp from 'sharp'

/** The part of Strapi's upload file (`UploadableFile` in @strapi/upload) this module reads and makes. */
export type UploadFile = {
  name: string
  hash: string
  ext?: string
  mime?: string
  path?: string | null
  width?: number
  height?: number
  size?: number
  sizeInBytes?: number
  getStream: () => NodeJS.ReadableStream
}

/** One generated format, as the upload plugin's image service returns it: its key in `formats` and its file. */
export type Format = { key: string; file: UploadFile }

/**
 * The encoder's settings, chosen on the seed's pictures (flat colour, outlined text): at quality 55 and effort 1 an
 * AVIF is about 37% of Strapi's JPEG (quality 80) with less error, on average and in its worst 16-px block; quality
 * 45-50 at this effort left faint blotches on flat colour, and effort 2 saves 15% more bytes for 60% more encoding time
 * (the seed's 400 pictures: 22 s of CPU at effort 1, 36 s at effort 2). Chroma stays full (sharp's default for AVIF),
 * so coloured text on a colour keeps its edges.
 */
const AVIF = { quality: 55, effort: 1 }

/** What is converted: stills in the formats browsers show. A GIF may be animated, a TIFF is not shown as it is. */
const CONVERTIBLE = new Set(['jpeg', 'png', 'webp'])

/**
 * The largest AVIF is the original's size, but never wider or taller than this: an editor's 6000-px photo would take
 * seconds to encode, and this covers a picture across a 1440-px window at twice its density.
 */
const FULL_MAX = 2880

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

type Target = { key: string; width: number; height: number; resize: boolean; bytesToBeat: number }

async function avifOf(input: Buffer, file: UploadFile, target: Target): Promise<Format | null> {
  let pipeline = sharp(input)
  // The responsive formats' exact sizes, so a srcset's width descriptors hold for both formats of a size.
  if (target.resize) pipeline = pipeline.resize(target.width, target.height, { fit: 'fill' })
  const { data, info } = await pipeline.avif(AVIF).toBuffer({ resolveWithObject: true })
  // A picture AVIF does not shrink (a tiny or already small file) is left in its own format.
  if (data.length >= target.bytesToBeat) return null
  const key = `${target.key}_avif`
  return {
    key,
    file: {
      name: `${key}_${file.name.replace(/\.[^.]+$/, '')}.avif`,
      hash: `${key}_${file.hash}`,
      ext: '.avif',
      mime: 'image/avif',
      path: file.path ?? null,
      width: info.width,
      height: info.height,
      size: Math.round(data.length / 10) / 100,
      sizeInBytes: data.length,
      getStream: () => Readable.from(data),
    },
  }
}

/**
 * The AVIF formats of `file` (the uploaded original, after Strapi's optimisation) given the responsive `formats`
 * Strapi made of it: `full_avif` at the original's size (at most FULL_MAX), and `<key>_avif` beside each format.
 */
export async function avifFormats(file: UploadFile, formats: readonly Format[]): Promise<Format[]> {
  const input = await bytesOf(file.getStream())
  const meta = await sharp(input).metadata()
  if (!meta.format || !CONVERTIBLE.has(meta.format) || (meta.pages ?? 1) > 1) return []
  const { width, height } = meta
  const scale = Math.min(1, FULL_MAX / Math.max(width, height))
  const targets: Target[] = [
    {
      key: 'full',
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      resize: scale < 1,
      bytesToBeat: input.length,
    },
  ]
  for (const { key, file: format } of formats) {
    if (!format.width || !format.height) continue
    targets.push({
      key,
      width: format.width,
      height: format.height,
      resize: true,
      bytesToBeat: format.sizeInBytes ?? Number.POSITIVE_INFINITY,
    })
  }
  const made = await Promise.all(targets.map((target) => avifOf(input, file, target)))
  return made.filter((format): format is Format => format !== null)
}
