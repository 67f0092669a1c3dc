import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { contactPost } from '~/forms/contact/contact.server'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/contact')({
  staticData: { screen: 'contact', lang: 'en' },
  // The form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, context, next }) =>
        contactPost(request, 'en', context.formPost, (submission) => next({ context: { submission } })),
    },
  },
  loader: ({ serverContext }) => ({ submission: serverContext?.submission ?? null }),
  head: ({ match }) => screenHead('contact', 'en', match.context),
  component: function Contact() {
    return <ContactScreen {...Route.useLoaderData()} />
  },
})
