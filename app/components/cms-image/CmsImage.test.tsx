// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Image } from '~/content/media'
import { CmsImage, listPriority } from './CmsImage'

afterEach(cleanup)

const jpeg: Image = {
  src: 'https://cms.test/uploads/hero.jpg',
  width: 1600,
  height: 1000,
  alt: 'A hero',
  srcSet: 'https://cms.test/uploads/small_hero.jpg 500w, https://cms.test/uploads/hero.jpg 1600w',
  sources: [],
  mime: 'image/jpeg',
}

const withAvif: Image = {
  ...jpeg,
  sources: [
    {
      type: 'image/avif',
      srcSet: 'https://cms.test/uploads/small_avif_hero.avif 500w, https://cms.test/uploads/full_avif_hero.avif 1600w',
    },
  ],
}

const slot = { sizes: '(max-width: 900px) 100vw, 50vw', width: 1, height: 1 }

describe('CmsImage', () => {
  it('draws nothing for a picture the editor left empty', () => {
    const { container } = render(<CmsImage image={null} slot={slot} />)
    expect(container.innerHTML).toBe('')
  })

  it('is a bare <img> when the CMS made no modern formats', () => {
    const { container } = render(<CmsImage image={jpeg} slot={slot} />)
    expect(container.querySelector('picture')).toBeNull()
    expect(container.firstElementChild?.tagName).toBe('IMG')
  })

  it('offers the AVIF formats first, with the JPEG <img> (its box, priority and alt) for browsers without them', () => {
    const { container } = render(<CmsImage image={withAvif} slot={slot} priority="high" />)
    const picture = container.querySelector('picture')
    expect(picture?.children[0]?.tagName).toBe('SOURCE')
    expect(picture?.children[0]?.getAttribute('type')).toBe('image/avif')
    expect(picture?.children[0]?.getAttribute('srcset')).toBe(withAvif.sources[0]?.srcSet)
    expect(picture?.children[0]?.getAttribute('sizes')).toBe(slot.sizes)
    const img = picture?.lastElementChild
    expect(img?.tagName).toBe('IMG')
    expect(img?.getAttribute('src')).toBe(jpeg.src)
    expect(img?.getAttribute('srcset')).toBe(jpeg.srcSet)
    expect(img?.getAttribute('width')).toBe('1600')
    expect(img?.getAttribute('alt')).toBe('A hero')
    expect(img?.getAttribute('fetchpriority')).toBe('high')
  })
})

describe('listPriority', () => {
  it('fetches the first row at once, the very first card first, and the rest when scrolled to', () => {
    expect([0, 1, 2, 3, 4].map((index) => listPriority(index, 3))).toEqual(['high', 'eager', 'eager', 'lazy', 'lazy'])
  })
})
