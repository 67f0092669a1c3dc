import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { showsNotFound } from './route-not-found'

const root = { status: 'success', pathname: '/' }

describe('showsNotFound', () => {
  it('is false where the innermost route takes the whole path, with or without a trailing slash', () => {
    expect(showsNotFound([root], '/')).toBe(false)
    expect(showsNotFound([root, { status: 'success', pathname: '/projects' }], '/projects')).toBe(false)
    expect(showsNotFound([root, { status: 'success', pathname: '/projects' }], '/projects/')).toBe(false)
  })

  it('compares a Norwegian slug decoded on both sides', () => {
    const leaf = { status: 'success', pathname: '/blog/%C3%B8ya' }
    expect(showsNotFound([root, leaf], '/blog/øya')).toBe(false)
    expect(showsNotFound([root, { status: 'success', pathname: '/blog/øya' }], '/blog/%C3%B8ya')).toBe(false)
  })

  it('is true for a path no route takes whole, and for a loader that found nothing', () => {
    expect(showsNotFound([root], '/no-such-page')).toBe(true)
    expect(showsNotFound([root, { status: 'success', pathname: '/projects' }], '/projects/a/b')).toBe(true)
    expect(showsNotFound([root, { status: 'notFound', pathname: '/projects/gone' }], '/projects/gone')).toBe(true)
    expect(showsNotFound([], '/')).toBe(true)
    // A loader's notFound() shown by the root's not-found screen: the root holds it, the leaf still takes the path.
    const shown = { ...root, error: notFound({ routeId: '__root__' }) }
    expect(showsNotFound([shown, { status: 'success', pathname: '/careers/gone' }], '/careers/gone')).toBe(true)
  })

  it('survives a path that does not decode', () => {
    expect(showsNotFound([root, { status: 'success', pathname: '/a%E0' }], '/a%E0')).toBe(false)
  })
})
