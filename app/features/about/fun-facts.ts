/** SPEC: 10 fun facts; dragging one onto another moves it there. The order is kept in this page only. */
export const FUN_FACTS = [
  'coffee',
  'languages',
  'distance',
  'dog',
  'first',
  'mountains',
  'playlist',
  'plants',
  'ideas',
  'friday',
] as const
export type Fact = (typeof FUN_FACTS)[number]

export function isFact(id: unknown): id is Fact {
  const facts: readonly unknown[] = FUN_FACTS
  return facts.includes(id)
}

/** What both forms of the list (still and sortable) are given by the section that owns the order. */
export type FactListProps = {
  order: readonly Fact[]
  /** Moves `from` onto `to`'s place. */
  onMove: (from: Fact, to: Fact) => void
  hintId: string
}
