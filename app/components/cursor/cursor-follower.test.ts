import { describe, expect, it } from 'vitest'
import { besideRow } from './cursor-follower'

const photo = { width: 240, height: 300 }
const view = { width: 1440, height: 900 }

describe('the preview photo beside a row', () => {
  it('goes above the row when there is room, centred on the pointer across', () => {
    expect(besideRow({ x: 700, y: 500 }, photo, { top: 480, bottom: 560 }, view)).toEqual({
      x: 580,
      y: 480 - 16 - 300,
      side: 'above',
    })
  })

  it('goes below a row near the top of the window', () => {
    expect(besideRow({ x: 700, y: 60 }, photo, { top: 40, bottom: 120 }, view)).toMatchObject({ y: 136, side: 'below' })
  })

  it('takes the side with more room when neither has enough', () => {
    const short = { width: 1440, height: 500 }
    expect(besideRow({ x: 700, y: 300 }, photo, { top: 280, bottom: 340 }, short).side).toBe('above')
    expect(besideRow({ x: 700, y: 200 }, photo, { top: 150, bottom: 210 }, short).side).toBe('below')
  })

  it('stays inside the window across', () => {
    expect(besideRow({ x: 10, y: 500 }, photo, { top: 480, bottom: 560 }, view).x).toBe(8)
    expect(besideRow({ x: 1435, y: 500 }, photo, { top: 480, bottom: 560 }, view).x).toBe(1440 - 240 - 8)
  })
})
