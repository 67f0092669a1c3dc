/**
 * product.md "Creative Lab": once the visitor scrolls past the hero the page turns blue and the logo inverts; scrolling
 * back reverses it. It is a flag on `<html>` (`data-lab-blue`), so the fixed header can follow it too; CSS does the
 * tween, and reduced motion keeps the change without it. The hero's screen module (lib/screen-modules.ts); returns
 * what undoes it.
 */
export default function attachLabBlue(hero: HTMLElement): () => void {
  const root = document.documentElement
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return
      // Blue only when the hero has left through the top, not when it is still below (a jump to the footer).
      if (!entry.isIntersecting && entry.boundingClientRect.top < 0) root.dataset.labBlue = 'true'
      else delete root.dataset.labBlue
    },
    { rootMargin: '-35% 0px 0px 0px' },
  )
  observer.observe(hero)
  return () => {
    observer.disconnect()
    delete root.dataset.labBlue
  }
}
