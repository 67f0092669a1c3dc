import { type AnyRouter, useRouter, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { isDocumentRequest } from '~/pipeline/document-pages.server'

/** Only ever on the server: the browser's router never renders a document page as one. */
const documentRequest = createIsomorphicFn()
  .server((router: AnyRouter) => isDocumentRequest(router))
  .client((_router: AnyRouter) => false)

/**
 * The two kinds of page (decision 055). A document page's every control works with HTML, CSS and the small document
 * script (app/document/document.client.ts): the server renders it with React as any page, and the browser gets no
 * React, no router and no hydration data. Every other page hydrates the app.
 *
 * A route says it is a document page with `staticData: { hydrate: false }` (the name of the router's own option in its
 * open pull request 6092, which this stands in for); the not-found page is one whatever route found nothing.
 *
 * This says whether a render is a document page's (pipeline/document-pages.server.ts). In the browser it never is: a
 * React page's visitor who follows a link to a document page gets it rendered by React, as any page.
 */
export function useDocumentPage(): boolean {
  const router = useRouter()
  return useRouterState({ select: () => documentRequest(router) })
}
