/** Moves the item `from` to where `to` is (product.md: dragging a fact onto another moves it to that position). */
export function moveOnto<T>(list: readonly T[], from: T, to: T): T[] {
  const fromIndex = list.indexOf(from)
  const toIndex = list.indexOf(to)
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...list]
  const next = [...list]
  next.splice(fromIndex, 1)
  next.splice(toIndex, 0, from)
  return next
}
