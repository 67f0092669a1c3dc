import { createFileRoute } from '@tanstack/react-router'
import { feedResponse } from '~/seo/feed-response.server'

/** The journal's Atom feed in Norwegian (app/seo/feed.ts). */
export const Route = createFileRoute('/blog/feed.xml')({
  server: { handlers: { GET: () => feedResponse('no') } },
})
