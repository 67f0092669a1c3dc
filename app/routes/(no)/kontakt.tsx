import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { contactPost } from '~/forms/contact/contact.server'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/kontakt')({
  staticData: { screen: 'contact', lang: 'no' },
  // The form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, context, next }) =>
        contactPost(request, 'no', context.formPost, (submission) => next({ context: { submission } })),
    },
  },
  loader: ({ serverContext }) => ({ submission: serverContext?.submission ?? null }),
  head: ({ match }) => screenHead('contact', 'no', match.context),
  component: function Contact() {
    return <ContactScreen {...Route.useLoaderData()} />
  },
})
