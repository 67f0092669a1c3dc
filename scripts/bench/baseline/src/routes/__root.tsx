import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { useEffect } from 'react'

function Root() {
  // The same mark the site's shell sets: the live-time bench (scripts/bench/live.mjs) waits for it on both.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'Baseline' }] }),
  shellComponent: ({ children }) => (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  ),
  component: Root,
})
