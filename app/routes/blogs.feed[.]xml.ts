import { createFileRoute } from '@tanstack/react-router'
import { feedResponse } from '~/seo/feed-response.server'

/** The journal's Atom feed in English (app/seo/feed.ts). */
export const Route = createFileRoute('/blogs/feed.xml')({
  server: { handlers: { GET: () => feedResponse('en') } },
})
