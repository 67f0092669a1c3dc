import { describe, expect, it } from 'vitest'
import { statNumbers } from './StatCards'

describe('the numbers the stat cards count to', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('a value as it is, the years since a year, the offices from the site settings', () => {
    expect(
      statNumbers(
        [
          { label: 'offices', counts: 'offices', value: 9, plus: false },
          { label: 'projects', counts: 'number', value: 180, plus: true },
          { label: 'years', counts: 'yearsSince', value: 2020, plus: false },
        ],
        2,
        now,
      ),
    ).toEqual([
      { label: 'offices', value: 2, plus: false },
      { label: 'projects', value: 180, plus: true },
      { label: 'years', value: 6, plus: false },
    ])
  })

  it('leaves out the offices card when the site settings are missing', () => {
    expect(statNumbers([{ label: 'offices', counts: 'offices', value: null, plus: false }], null, now)).toEqual([])
  })
})
