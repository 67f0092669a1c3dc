import { queryOptions } from '@tanstack/react-query'
import { getShellInfo } from './shell.functions'

/**
 * What the shell needs from the server, once per visit: read by the root route's `beforeLoad` (every page's head
 * builds its canonical URL from `siteUrl`) and its loader (the shell). Fetched on the server with the page and handed
 * to the browser with its other queries; never fetched again while the page is open.
 */
export const shellInfoQuery = () =>
  queryOptions({
    queryKey: ['shell'],
    queryFn: () => getShellInfo(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
