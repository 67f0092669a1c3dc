import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { contactPost } from '~/forms/contact/contact.server'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/contact')({
  staticData: screenStaticData('contact'),
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
