/** product.md: the about page's numbers count up from 0 once, over 5 s. */
export const COUNT_UP_MS = 5000

/** The number shown `elapsed` ms into a count-up to `target`: eases out, whole numbers, exact at the end. */
export function countUpAt(elapsed: number, duration: number, target: number): number {
  if (elapsed <= 0) return 0
  if (elapsed >= duration) return target
  const progress = elapsed / duration
  const eased = 1 - (1 - progress) ** 3
  return Math.min(target, Math.floor(eased * target))
}

/** Whole years since the agency was founded, on a given date. */
export function yearsSince(foundedYear: number, now: Date): number {
  return Math.max(0, now.getFullYear() - foundedYear)
}

/** On each stat card's number (StatCards): the number it counts to; `data-count-suffix` is what follows it ("+"). */
export const COUNT_TO_ATTRIBUTE = 'data-count-to'
