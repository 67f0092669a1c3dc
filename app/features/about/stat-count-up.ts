import { COUNT_TO_ATTRIBUTE, COUNT_UP_MS, countUpAt } from './count-up'

/** How much of the cards is in the window when the count starts. */
const IN_VIEW = 0.3

/**
 * product.md's stat cards, on the server's markup: the numbers count up from 0 once, over 5 s, when the cards come into
 * view. The HTML has the final numbers (readable without JavaScript, and by screen readers, which read a hidden copy);
 * this sets them to 0 as it attaches, which is before the cards are in view (it comes when they are near), and counts
 * when they are. Reduced motion keeps the final numbers. Returns what undoes it (the final numbers back).
 */
export default function attachCountUp(root: HTMLElement): () => void {
  const numbers = [...root.querySelectorAll<HTMLElement>(`[${COUNT_TO_ATTRIBUTE}]`)].map((element) => ({
    element,
    target: Number(element.getAttribute(COUNT_TO_ATTRIBUTE)),
    suffix: element.dataset.countSuffix ?? '',
  }))
  if (numbers.length === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {}
  const show = (elapsed: number) => {
    for (const { element, target, suffix } of numbers) {
      const text = `${Number.isFinite(target) ? countUpAt(elapsed, COUNT_UP_MS, target) : target}${suffix}`
      if (element.textContent !== text) element.textContent = text
    }
  }
  show(0)
  let frame = 0
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const elapsed = now - start
        show(elapsed)
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    },
    { threshold: IN_VIEW },
  )
  observer.observe(root)
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
    show(COUNT_UP_MS)
  }
}
