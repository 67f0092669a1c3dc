/**
 * The arithmetic of moving a fun fact (fact-sorting.ts does the DOM): which card a dragged one is over, how far each
 * card slides to show where it would land, and the text a template says.
 */

/** A card's place in the page, measured as the drag starts (page coordinates, so a scroll does not move it). */
export type Span = { top: number; height: number }

/** The card whose middle is closest to `y` (dnd-kit's "closest centre", which the list used before). */
export function closestIndex(spans: readonly Span[], y: number): number {
  let best = 0
  let bestDistance = Number.POSITIVE_INFINITY
  spans.forEach((span, index) => {
    const distance = Math.abs(span.top + span.height / 2 - y)
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

/**
 * How far each card slides (px) while the card at `from` is held over `to`: the cards between make room by its height
 * and the gap, and it takes the place `to` had. The card held by a pointer follows the pointer instead.
 */
export function slides(spans: readonly Span[], from: number, to: number): number[] {
  const moved = spans[from]
  const first = spans[0]
  const second = spans[1]
  if (!moved || !first) return spans.map(() => 0)
  const gap = second ? second.top - first.top - first.height : 0
  const room = moved.height + gap
  return spans.map((_, index) => {
    if (index === from) {
      const target = spans[to] ?? moved
      return to > from ? target.top + target.height - (moved.top + moved.height) : target.top - moved.top
    }
    if (to > from && index > from && index <= to) return -room
    if (to < from && index >= to && index < from) return room
    return 0
  })
}

/** A template's `{name}` places filled in (the words are the server's, in the visitor's language). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** Where the next key takes a fact held from the keyboard (arrows and Home/End), or null for another key. */
export function keyTarget(key: string, at: number, count: number): number | null {
  const last = count - 1
  if (key === 'ArrowDown' || key === 'ArrowRight') return Math.min(last, at + 1)
  if (key === 'ArrowUp' || key === 'ArrowLeft') return Math.max(0, at - 1)
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}
