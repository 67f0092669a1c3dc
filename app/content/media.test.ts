import { describe, expect, it } from 'vitest'
import { toImage } from './media'

const origin = (url: string) => `https://cms.test${url}`

const format = (key: string, width: number, ext: 'jpg' | 'avif' | 'webp' | 'png', mime: string) => ({
  [key]: { url: `/uploads/${key}_hero.${ext}`, width, height: Math.round(width * 0.625), mime },
})

/** As Strapi stores a JPEG upload: its own formats, and the AVIF ones the CMS adds (decision 029). */
const photo = {
  url: '/uploads/hero.jpg',
  width: 1600,
  height: 1000,
  alternativeText: 'A hero',
  mime: 'image/jpeg',
  formats: {
    ...format('thumbnail', 245, 'jpg', 'image/jpeg'),
    ...format('large', 1000, 'jpg', 'image/jpeg'),
    ...format('small', 500, 'jpg', 'image/jpeg'),
    ...format('full_avif', 1600, 'avif', 'image/avif'),
    ...format('large_avif', 1000, 'avif', 'image/avif'),
    ...format('small_avif', 500, 'avif', 'image/avif'),
  },
}

describe('toImage', () => {
  it("keeps the original's format in the <img> and offers the AVIF formats as a source, narrowest first", () => {
    const image = toImage(photo, origin)
    expect(image.src).toBe('https://cms.test/uploads/hero.jpg')
    expect(image.srcSet).toBe(
      'https://cms.test/uploads/thumbnail_hero.jpg 245w, https://cms.test/uploads/small_hero.jpg 500w, ' +
        'https://cms.test/uploads/large_hero.jpg 1000w, https://cms.test/uploads/hero.jpg 1600w',
    )
    expect(image.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          'https://cms.test/uploads/small_avif_hero.avif 500w, https://cms.test/uploads/large_avif_hero.avif 1000w, ' +
          'https://cms.test/uploads/full_avif_hero.avif 1600w',
      },
    ])
    expect(image).toMatchObject({ width: 1600, height: 1000, alt: 'A hero', mime: 'image/jpeg' })
  })

  it('has no sources for a picture stored before the CMS made modern formats', () => {
    const { formats } = photo
    const old = { ...photo, formats: { thumbnail: formats.thumbnail, large: formats.large, small: formats.small } }
    expect(toImage(old, origin).sources).toEqual([])
  })

  it("offers AVIF before WebP, and keeps formats in the original's own type with the <img>", () => {
    const webp = {
      ...photo,
      url: '/uploads/hero.webp',
      mime: 'image/webp',
      formats: {
        ...format('small', 500, 'webp', 'image/webp'),
        ...format('small_avif', 500, 'avif', 'image/avif'),
      },
    }
    const image = toImage(webp, origin)
    expect(image.srcSet).toBe('https://cms.test/uploads/small_hero.webp 500w, https://cms.test/uploads/hero.webp 1600w')
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif'])

    const png = {
      ...photo,
      mime: 'image/png',
      formats: {
        ...format('small_webp', 500, 'webp', 'image/webp'),
        ...format('small_avif', 500, 'avif', 'image/avif'),
      },
    }
    expect(toImage(png, origin).sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
  })

  it('skips broken formats and reads a rich-text block image (0 and empty strings) as absent values', () => {
    const block = {
      url: 'https://cms.test/uploads/a.jpg',
      width: 0,
      height: 0,
      alternativeText: null,
      mime: '',
      formats: { small: { url: 42 }, medium: null, large: { url: '/uploads/l.jpg', width: 'wide' } },
    }
    expect(toImage(block, (url) => url)).toEqual({
      src: 'https://cms.test/uploads/a.jpg',
      width: null,
      height: null,
      alt: null,
      srcSet: null,
      sources: [],
      mime: null,
    })
  })
})
