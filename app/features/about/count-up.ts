/** Whole years since the agency was founded, on a given date. */
export function yearsSince(foundedYear: number, now: Date): number {
  return Math.max(0, now.getFullYear() - foundedYear)
}

/**
 * On the stat cards' list (StatCards), set by its module (stat-count-up.ts): `armed` shows every number at 0, `on`
 * counts them up (AboutScreen.module.css: the count is CSS, an animated registered `<integer>` shown by `counter()`).
 */
export const COUNT_ATTRIBUTE = 'data-count'
