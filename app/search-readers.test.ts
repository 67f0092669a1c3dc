import { describe, expect, it } from 'vitest'
import { pageSearch } from './search-readers'

describe('pageSearch: a page’s search as the page reads it (the page cache’s key)', () => {
  it('keeps what the screen reads, in one order, and drops the rest', () => {
    expect(pageSearch('/projects', '?page=2&category=Branding&utm_source=x')).toBe(
      pageSearch('/projects', '?category=Branding&page=2'),
    )
    expect(pageSearch('/projects', '?category=Branding&page=2')).toBe('?category=Branding&page=2')
    expect(pageSearch('/blog', '?category=trends&x=1')).toBe('?category=trends')
    expect(pageSearch('/careers/frontend-developer', '?sent=1&fbclid=abc')).toBe('?sent=1')
  })
  it('is empty for pages that read no search, for values the page reads as absent, and for no search', () => {
    expect(pageSearch('/services', '?x=1')).toBe('')
    expect(pageSearch('/about', '?page=2')).toBe('')
    expect(pageSearch('/projects', '?page=999&category=')).toBe('')
    expect(pageSearch('/blogs', '?category=not-a-category')).toBe('')
    expect(pageSearch('/projects', '')).toBe('')
    expect(pageSearch('/no/such/page', '?page=2')).toBe('')
  })
})
