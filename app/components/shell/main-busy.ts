import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { MAIN_ID } from '~/components/hydrating/hydrating-region'

/**
 * `<main aria-busy="true">` from the moment the router starts loading the next page (or the next filter) until it has
 * shown it. Until then the page on screen is the one being left, under a header that may already be the next page's:
 * assistive technology is told the region is changing, and a test knows the page it waits for is not in yet.
 * Set from the router's events, not rendered, so the server's HTML and the hydrating render stay the same.
 */
export function useMainBusyWhileLoading(): void {
  const router = useRouter()
  useEffect(() => {
    const main = () => document.getElementById(MAIN_ID)
    const stopLoading = router.subscribe('onBeforeLoad', () => main()?.setAttribute('aria-busy', 'true'))
    const stopResolved = router.subscribe('onResolved', () => main()?.removeAttribute('aria-busy'))
    return () => {
      stopLoading()
      stopResolved()
      main()?.removeAttribute('aria-busy')
    }
  }, [router])
}
