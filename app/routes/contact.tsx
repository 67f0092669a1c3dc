import { createFileRoute } from '@tanstack/react-router'
import { contactPost } from '~/content/form-posts.server'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/contact')({
  staticData: { screen: 'contact', lang: 'en' },
  // The form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, next }) => contactPost(request, 'en', (submission) => next({ context: { submission } })),
    },
  },
  loader: ({ serverContext }) => ({ submission: serverContext?.submission ?? null }),
  head: ({ match }) => screenHead('contact', 'en', match.context),
  component: function Contact() {
    return <ContactScreen {...Route.useLoaderData()} />
  },
})
