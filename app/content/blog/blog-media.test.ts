import * as v from 'valibot'
import { expect, it } from 'vitest'
import { blogPost } from '~/content/blog/blog.schema.server'
import { mediaUrl } from '~/content/strapi.server'

/** A picture as Strapi 5 sends it, relative URLs and all, with the AVIF formats the CMS adds (decision 029). */
const upload = (name: string) => ({
  url: `/uploads/${name}.jpg`,
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  alternativeText: name,
  formats: {
    small: {
      url: `/uploads/small_${name}.jpg`,
      width: 500,
      height: 313,
      mime: 'image/jpeg',
      name: `small_${name}.jpg`,
      hash: `small_${name}`,
      sizeInBytes: 14663,
    },
    small_avif: { url: `/uploads/small_avif_${name}.avif`, width: 500, height: 313, mime: 'image/avif' },
    full_avif: { url: `/uploads/full_avif_${name}.avif`, width: 1600, height: 1000, mime: 'image/avif' },
  },
})

const post = v.parse(blogPost, {
  documentId: 'b1',
  slug: 'a-post',
  Title: 'A post',
  MainImage: upload('main'),
  BlogEditor: [{ type: 'image', image: upload('figure'), children: [{ type: 'text', text: '' }] }],
})

it("parses a media field's AVIF formats into a source for the browser's picture", () => {
  expect(post.mainImage?.sources).toEqual([
    {
      type: 'image/avif',
      srcSet: `${mediaUrl('/uploads/small_avif_main.avif')} 500w, ${mediaUrl('/uploads/full_avif_main.avif')} 1600w`,
    },
  ])
  expect(post.mainImage?.srcSet).toBe(
    `${mediaUrl('/uploads/small_main.jpg')} 500w, ${mediaUrl('/uploads/main.jpg')} 1600w`,
  )
})

it("makes a rich-text image's URLs absolute, its formats' too, and keeps of a format only what the page reads", () => {
  const [block] = post.body
  expect(block?.image).toMatchObject({
    url: mediaUrl('/uploads/figure.jpg'),
    formats: {
      small: { url: mediaUrl('/uploads/small_figure.jpg') },
      small_avif: { url: mediaUrl('/uploads/small_avif_figure.avif') },
      full_avif: { url: mediaUrl('/uploads/full_avif_figure.avif') },
    },
  })
  expect(mediaUrl('/uploads/figure.jpg')).toMatch(/^https?:\/\//)
  const image = block?.image
  const formats = image && typeof image === 'object' && !Array.isArray(image) ? image.formats : null
  expect(formats && typeof formats === 'object' && !Array.isArray(formats) ? formats.small : null).toEqual({
    url: mediaUrl('/uploads/small_figure.jpg'),
    width: 500,
    height: 313,
    mime: 'image/jpeg',
  })
})
