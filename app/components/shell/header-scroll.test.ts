import { expect, it } from 'vitest'
import { nextHeaderState } from './header-scroll'

it('is transparent under 30 px, hides going down and shows going up', () => {
  expect(nextHeaderState(0, 29, 'top')).toBe('top')
  expect(nextHeaderState(29, 30, 'top')).toBe('hidden')
  expect(nextHeaderState(400, 380, 'hidden')).toBe('shown')
  expect(nextHeaderState(380, 380, 'shown')).toBe('shown')
  expect(nextHeaderState(380, 10, 'shown')).toBe('top')
})
