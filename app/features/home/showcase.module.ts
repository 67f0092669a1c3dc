/** Where the section is pinned (its stylesheet, which also gives it its length) and the cards slide. */
export const PINNED_QUERY = '(min-width: 769px) and (prefers-reduced-motion: no-preference)'

/**
 * Home's projects showcase (a screen module, decision 132): while the page scrolls through the pinned section, its
 * track of cards slides sideways by as much; on phones and under reduced motion the cards stack or scroll natively,
 * without JavaScript they are a row. `section` holds the track (`data-scroller`).
 */
export default function attachShowcase(section: HTMLElement): () => void {
  const track = section.querySelector<HTMLElement>('[data-scroller]')
  if (!track) return () => {}
  const media = window.matchMedia(PINNED_QUERY)
  let frame = 0
  const update = () => {
    frame = 0
    if (!media.matches) {
      track.style.removeProperty('transform')
      return
    }
    const distance = Math.max(0, track.scrollWidth - window.innerWidth)
    const scrolled = Math.min(distance, Math.max(0, -section.getBoundingClientRect().top))
    track.style.transform = `translate3d(${-scrolled}px, 0, 0)`
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  update()
  const detach = new AbortController()
  window.addEventListener('scroll', onScroll, { passive: true, signal: detach.signal })
  window.addEventListener('resize', update, { signal: detach.signal })
  media.addEventListener('change', update, { signal: detach.signal })
  return () => {
    detach.abort()
    cancelAnimationFrame(frame)
  }
}
