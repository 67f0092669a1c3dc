/**
 * Readers for URL search parameters. The router has already turned `?page=2` into the number 2; these keep a value
 * only when it is sane and read anything else as absent, so a typo or an old link falls back to the screen's default
 * instead of an error. Hand-written rather than valibot schemas: every page's shell code parses its URL, and valibot
 * is the forms' dependency (decision 043).
 */

/** A trimmed text of 1–`max` characters. */
export function textParam(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text.length >= 1 && text.length <= max ? text : undefined
}

/** A whole number from `min` to `max`. */
export function integerParam(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** One of `options`, compared exactly. */
export function optionParam<const T>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value)
}

/** The search record the router hands to `validateSearch`; a reader takes this and returns its screen's state. */
export type RawSearch = Record<string, unknown>
