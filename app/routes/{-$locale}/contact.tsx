import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { contactPost } from '~/forms/contact/contact.server'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/contact')({
  staticData: { screen: 'contact' },
  // The form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, params, context, next }) =>
        contactPost(request, langOfPathPrefix(params.locale), context.formPost, (submission) =>
          next({ context: { submission } }),
        ),
    },
  },
  loader: ({ serverContext }) => ({ submission: serverContext?.submission ?? null }),
  head: ({ match, params }) => screenHead('contact', langOfPathPrefix(params.locale), match.context),
  component: function Contact() {
    return <ContactScreen {...Route.useLoaderData()} />
  },
})
