import type { Image } from './media'

/*
 * The shapes of CMS content that travel from the server to the page, for the code on both sides: each entity's
 * `<entity>.schema.server.ts` makes them, components render them.
 */

/** Plain JSON, the shape rich text travels in from the server to the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Rich text (Strapi blocks), kept as JSON: the rich-text renderer checks each block and skips unknown ones. */
export type Blocks = { [key: string]: Json }[]

/** What search engines and link previews get of a CMS document (head tags, JSON-LD, sitemap). */
export type DocumentSeo = {
  /** The editor's title for search results and link previews, used instead of the page's own when set. */
  title: string | null
  description: string | null
  /** The editor's share image; without one, link previews show the page's card (app/seo/share-card.ts). */
  image: Image | null
  /** The document's own main picture, for search engines' structured data. */
  picture: Image | null
  published: string | null
  modified: string | null
}

/** An editor's SEO fields for a page that is not a document (legal pages, page types): null where not set. */
export type PageSeo = { title: string | null; description: string | null; image: Image | null }
