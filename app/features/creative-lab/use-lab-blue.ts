import { type RefObject, useEffect } from 'react'

/**
 * product.md "Creative Lab": once the visitor scrolls past the hero the page turns blue and the logo inverts; scrolling
 * back reverses it. It is a flag on `<html>` (`data-lab-blue`), so the fixed header can follow it too; CSS does the
 * tween, and reduced motion keeps the change without it.
 */
export function useLabBlue(heroRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const hero = heroRef.current
    if (!hero) return
    const root = document.documentElement
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        // Blue only when the hero has left through the top, not when it is still below (a jump to the footer).
        const past = !entry.isIntersecting && entry.boundingClientRect.top < 0
        if (past) root.dataset.labBlue = 'true'
        else delete root.dataset.labBlue
      },
      { rootMargin: '-35% 0px 0px 0px' },
    )
    observer.observe(hero)
    return () => {
      observer.disconnect()
      delete root.dataset.labBlue
    }
  }, [heroRef])
}
