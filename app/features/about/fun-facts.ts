/**
 * product.md: the fun facts (the editors', up to 10); dragging one onto another moves it there. The visitor's order is kept
 * in this page only, by each fact's place in the editors' list (its id), which holds for the page's life.
 */
export type Fact = { id: string; text: string }

export const factsOf = (texts: readonly string[]): Fact[] =>
  texts.map((text, index) => ({ id: String(index + 1), text }))

/** The data attributes FunFacts renders and its module (fact-sorting.ts) finds the parts by. */
export const FACT_ATTRIBUTES = {
  list: 'data-fact-list',
  item: 'data-fact',
  index: 'data-fact-index',
  text: 'data-fact-text',
  announcer: 'data-fact-announcer',
} as const
