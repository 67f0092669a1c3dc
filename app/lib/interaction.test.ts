import { expect, it } from 'vitest'
import { DRAG_FACTOR, dragScroll, moveOnto } from './interaction'

it('scrolls by half the mouse movement, against the drag direction', () => {
  expect(DRAG_FACTOR).toBe(0.5)
  expect(dragScroll(0, -200)).toBe(100)
  expect(dragScroll(300, 100)).toBe(250)
})

it('moves an item onto another position, either direction', () => {
  const list = ['a', 'b', 'c', 'd']
  expect(moveOnto(list, 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
  expect(moveOnto(list, 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
  expect(moveOnto(list, 'b', 'b')).toEqual(list)
  expect(moveOnto(list, 'x', 'b')).toEqual(list)
})
