import { useEffect, useState } from 'react'

/**
 * Whether a hero's background loop may have its sources: once the page has hydrated, so on a slow link the page's
 * code comes before its decoration (about 50 KB that shared the link with the code), and never for a visitor
 * who asks for reduced motion (the loop would only move; the poster or the hero's colour stays). A `<video autoplay>`
 * given its first `<source>` then loads and plays by itself.
 */
export function useLoopSources(): boolean {
  const [attach, setAttach] = useState(false)
  useEffect(() => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) setAttach(true)
  }, [])
  return attach
}
