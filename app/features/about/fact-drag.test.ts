import { describe, expect, it } from 'vitest'
import { closestIndex, fill, keyTarget, slides } from './fact-drag'

// Four cards 50 px tall, 10 px apart, from the top of the page.
const spans = [0, 60, 120, 180].map((top) => ({ top, height: 50 }))

describe('closestIndex', () => {
  it('is the card whose middle is nearest', () => {
    expect(closestIndex(spans, 25)).toBe(0)
    expect(closestIndex(spans, 150)).toBe(2)
    expect(closestIndex(spans, 1000)).toBe(3)
    expect(closestIndex(spans, -40)).toBe(0)
  })
})

describe('slides', () => {
  it('moving down: the cards passed move up by the held card and the gap; it takes the last one’s place', () => {
    expect(slides(spans, 0, 2)).toEqual([120, -60, -60, 0])
  })
  it('moving up: the cards passed move down; it takes the first one’s place', () => {
    expect(slides(spans, 3, 1)).toEqual([0, 60, 60, -120])
  })
  it('held in place, nothing moves', () => {
    expect(slides(spans, 1, 1)).toEqual([0, 0, 0, 0])
  })
  it('cards of different heights: the held card lands flush', () => {
    const mixed = [
      { top: 0, height: 80 },
      { top: 90, height: 40 },
      { top: 140, height: 60 },
    ]
    // Down onto the last: its bottom meets where the last one's bottom was.
    expect(slides(mixed, 0, 2)).toEqual([120, -90, -90])
    expect(slides(mixed, 2, 0)).toEqual([70, 70, -140])
  })
})

describe('fill', () => {
  it('puts the values in their places and leaves unknown ones', () => {
    expect(fill('Move fact {index}: {text}', { index: 3, text: 'We {like} tea' })).toBe('Move fact 3: We {like} tea')
    expect(fill('Faktum flyttet til plass {position}.', { position: 2 })).toBe('Faktum flyttet til plass 2.')
    expect(fill('{missing}', {})).toBe('{missing}')
  })
})

describe('keyTarget', () => {
  it('steps with the arrows within the list, jumps with Home and End, ignores other keys', () => {
    expect(keyTarget('ArrowDown', 0, 4)).toBe(1)
    expect(keyTarget('ArrowDown', 3, 4)).toBe(3)
    expect(keyTarget('ArrowUp', 0, 4)).toBe(0)
    expect(keyTarget('ArrowLeft', 2, 4)).toBe(1)
    expect(keyTarget('End', 0, 4)).toBe(3)
    expect(keyTarget('Home', 3, 4)).toBe(0)
    expect(keyTarget('a', 1, 4)).toBeNull()
  })
})
