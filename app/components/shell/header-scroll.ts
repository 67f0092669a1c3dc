/** product.md: the header is transparent under 30 px of scroll. */
const HEADER_TRANSPARENT_UNDER_PX = 30

export type HeaderScrollState = 'top' | 'hidden' | 'shown'

/** Next header state from the previous and current scroll offsets. */
export function nextHeaderState(previousY: number, y: number, current: HeaderScrollState): HeaderScrollState {
  if (y < HEADER_TRANSPARENT_UNDER_PX) return 'top'
  if (y > previousY) return 'hidden'
  if (y < previousY) return 'shown'
  return current
}

function isHeaderState(value: string | undefined): value is HeaderScrollState {
  return value === 'top' || value === 'hidden' || value === 'shown'
}

/**
 * Hides the header while scrolling down, shows it with a light background on the way up: its `data-state`, on both
 * kinds of page (decision 055). The server renders `top`; React never renders the attribute again. `from`: where the
 * window was before (a page without React starts this at its first scroll, from the top).
 */
export function watchHeaderScroll(header: HTMLElement, from = window.scrollY): () => void {
  let previous = from
  let frame = 0
  const onScroll = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      const y = window.scrollY
      const current = header.dataset.state
      header.dataset.state = nextHeaderState(previous, y, isHeaderState(current) ? current : 'top')
      previous = y
    })
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    window.removeEventListener('scroll', onScroll)
    if (frame) cancelAnimationFrame(frame)
  }
}
