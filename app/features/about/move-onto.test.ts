import { expect, it } from 'vitest'
import { moveOnto } from './move-onto'

it('moves an item onto another position, either direction', () => {
  const list = ['a', 'b', 'c', 'd']
  expect(moveOnto(list, 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
  expect(moveOnto(list, 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
  expect(moveOnto(list, 'b', 'b')).toEqual(list)
  expect(moveOnto(list, 'x', 'b')).toEqual(list)
})
