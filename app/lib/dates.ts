/** product.md's date format, DD.MM.YYYY, from an ISO date (YYYY-MM-DD or a full timestamp). Invalid input gives null. */
export function formatDate(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return `${day}.${month}.${year}`
}
