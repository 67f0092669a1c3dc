/** product.md: the testimonial strip scrolls by half the mouse movement while dragged. */
export const DRAG_FACTOR = 0.5

/** New `scrollLeft` after the pointer moved `dx` px while dragging (dragging left scrolls right). */
export function dragScroll(scrollLeft: number, dx: number): number {
  return scrollLeft - dx * DRAG_FACTOR
}
