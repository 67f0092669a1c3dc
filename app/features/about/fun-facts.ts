/**
 * product.md: the fun facts (the editors', up to 10); dragging one onto another moves it there. The visitor's order is kept
 * in this page only, by each fact's place in the editors' list (its id), which holds for the page's life.
 */
export type Fact = { id: string; text: string }

export const factsOf = (texts: readonly string[]): Fact[] =>
  texts.map((text, index) => ({ id: String(index + 1), text }))

/** What both forms of the list (still and sortable) are given by the section that owns the order. */
export type FactListProps = {
  /** The facts in the visitor's order. */
  facts: readonly Fact[]
  /** Moves the fact `from` onto `to`'s place (ids). */
  onMove: (from: string, to: string) => void
  hintId: string
}
