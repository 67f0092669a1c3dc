import { expect, it } from 'vitest'
import { DRAG_FACTOR, dragScroll } from './drag-scroll'

it('scrolls by half the mouse movement, against the drag direction', () => {
  expect(DRAG_FACTOR).toBe(0.5)
  expect(dragScroll(0, -200)).toBe(100)
  expect(dragScroll(300, 100)).toBe(250)
})
