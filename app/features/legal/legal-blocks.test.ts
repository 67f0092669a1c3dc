import { expect, it } from 'vitest'
import { englishList, officeList } from './legal-blocks'

it('joins a list as Intl.ListFormat does in English', () => {
  const intl = new Intl.ListFormat('en', { type: 'conjunction' })
  for (const items of [
    [],
    ['Pristina'],
    ['Pristina, Kosovo', 'Sandnes, Norway'],
    ['a', 'b', 'c'],
    ['a', 'b', 'c', 'd'],
  ])
    expect(englishList(items)).toBe(intl.format(items))
  expect(officeList).toBe('Pristina, Kosovo and Sandnes, Norway')
})
