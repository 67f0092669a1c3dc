import { COUNT_ATTRIBUTE } from './count-up'

/** How much of the cards is in the window when the count starts. */
const IN_VIEW = 0.3

/**
 * product.md's stat cards, on the server's markup: the numbers count up from 0 once, over 5 s, when the cards come into
 * view. The count itself is CSS (AboutScreen.module.css); this only says when: it sets the numbers to 0 as it attaches,
 * which is before the cards are in view (it comes when they are near), and starts the count once they are. The HTML
 * has the final numbers (readable without JavaScript or CSS, and by screen readers, which read a hidden copy); reduced
 * motion keeps them (about-modules.ts does not start this, and the CSS counts only without it). Returns what undoes it
 * (the final numbers back).
 */
export default function attachCountUp(root: HTMLElement): () => void {
  root.setAttribute(COUNT_ATTRIBUTE, 'armed')
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      root.setAttribute(COUNT_ATTRIBUTE, 'on')
    },
    { threshold: IN_VIEW },
  )
  observer.observe(root)
  return () => {
    observer.disconnect()
    root.removeAttribute(COUNT_ATTRIBUTE)
  }
}
