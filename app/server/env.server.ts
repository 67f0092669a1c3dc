/** A number of seconds from the environment; unset, empty, negative or not a number gives `fallback`. */
export function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  const value = raw ? Number(raw) : Number.NaN
  return Number.isFinite(value) && value >= 0 ? value : fallback
}
