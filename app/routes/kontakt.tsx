import { createFileRoute } from '@tanstack/react-router'
import { contactPost } from '~/content/form-posts.server'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/kontakt')({
  staticData: { screen: 'contact', lang: 'no' },
  // The form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, next }) => contactPost(request, 'no', (submission) => next({ context: { submission } })),
    },
  },
  loader: ({ serverContext }) => ({ submission: serverContext?.submission ?? null }),
  head: ({ match }) => screenHead('contact', 'no', match.context),
  component: function Contact() {
    return <ContactScreen {...Route.useLoaderData()} />
  },
})
