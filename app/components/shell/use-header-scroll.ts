import { useEffect, useState } from 'react'

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

/** Hides the header while scrolling down, shows it with a light background on the way up. */
export function useHeaderScroll(frozen: boolean): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>('top')
  useEffect(() => {
    if (frozen) return
    let previous = window.scrollY
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        const y = window.scrollY
        setState((current) => nextHeaderState(previous, y, current))
        previous = y
      })
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [frozen])
  return state
}
