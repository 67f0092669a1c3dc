import { describe, expect, it } from 'vitest'
import type { FeedPost } from '~/content/blog/feed.server'
import { atomFeed } from './feed'

const post = (over: Partial<FeedPost> = {}): FeedPost => ({
  documentId: 'doc1',
  slug: 'first-post',
  title: 'First & <best> post',
  summary: 'What "we" learned',
  published: '2024-04-22T08:00:00.000Z',
  updated: '2024-05-01T10:00:00.000Z',
  category: 'Trends',
  image: { src: 'https://cms.example/uploads/a.jpg', mime: 'image/jpeg' },
  ...over,
})
const feed = (posts: FeedPost[], lang: 'en' | 'no' = 'en') =>
  atomFeed('https://origin.example', { title: 'Journal | Origin', subtitle: 'Articles', author: 'Origin', lang, posts })

describe("the journal's Atom feed", () => {
  it('carries each post: its id by document, title, link, dates, summary, category and picture, escaped', () => {
    const xml = feed([post()])
    for (const part of [
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      '<link rel="self" type="application/atom+xml" href="https://origin.example/blogs/feed.xml"/>',
      '<id>tag:origin.example,2020:journal/doc1/en</id>',
      '<title>First &amp; &lt;best&gt; post</title>',
      '<link rel="alternate" type="text/html" href="https://origin.example/blogs/first-post"/>',
      '<published>2024-04-22T08:00:00.000Z</published>',
      '<summary>What &quot;we&quot; learned</summary>',
      '<category term="Trends"/>',
      '<link rel="enclosure" type="image/jpeg" href="https://cms.example/uploads/a.jpg"/>',
    ])
      expect(xml).toContain(part)
    // The feed changed when its newest post did: the feed's own date (before the first entry) is the post's.
    const [head, entry] = xml.split('<entry>')
    expect(head).toContain('<updated>2024-05-01T10:00:00.000Z</updated>')
    expect(entry).toContain('<updated>2024-05-01T10:00:00.000Z</updated>')
  })

  it('in Norwegian: the Norwegian paths and language', () => {
    const xml = feed([post({ slug: 'forste' })], 'no')
    expect(xml).toContain('xml:lang="nb-NO"')
    expect(xml).toContain('href="https://origin.example/blog/feed.xml"')
    expect(xml).toContain('href="https://origin.example/blog/forste"')
  })

  it('leaves out what a post lacks, and never guesses a date', () => {
    const xml = feed([post({ summary: null, category: null, image: null, published: 'not a date', updated: null })])
    expect(xml).not.toContain('<summary>')
    expect(xml).not.toContain('<category')
    expect(xml).not.toContain('enclosure')
    expect(xml).not.toContain('<published>')
    expect(feed([])).toContain('<updated>2020-01-01T00:00:00.000Z</updated>')
  })
})
