import { createFileRoute } from '@tanstack/react-router'
import { shareCardResponse } from '~/seo/share-card-response.server'

/** Every page's share card (app/seo/share-card.ts), e.g. `/og/no/project/kode-labs.png`. */
export const Route = createFileRoute('/og/$')({
  server: { handlers: { GET: ({ request }) => shareCardResponse(request) } },
})
