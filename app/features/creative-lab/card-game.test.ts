import { describe, expect, it } from 'vitest'
import { canShuffle, facesUp, type GameState, gameReducer, initialGame, messageOf, shuffledOrder } from './card-game'

const seq = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

function playTo(phase: GameState['phase'], state = initialGame(seq(0.5))): GameState {
  let s = state
  if (phase === 'idle') return s
  s = gameReducer(s, { type: 'shuffle' })
  if (phase === 'revealing') return s
  s = gameReducer(s, { type: 'revealDone' })
  if (phase === 'shuffling') return s
  return gameReducer(s, { type: 'shuffleDone' })
}

describe('card game', () => {
  it('picks the happy card once, from the random source', () => {
    expect(initialGame(seq(0)).happy).toBe(0)
    expect(initialGame(seq(0.5)).happy).toBe(1)
    expect(initialGame(seq(0.99)).happy).toBe(2)
  })

  it("runs Find → Remember → Shuffling → Pick, with product.md's messages", () => {
    expect(messageOf(playTo('idle').phase)).toBe('find')
    const revealing = playTo('revealing')
    expect(messageOf(revealing.phase)).toBe('remember')
    expect(facesUp(revealing)).toBe(true)
    const shuffling = playTo('shuffling')
    expect(messageOf(shuffling.phase)).toBe('shuffling')
    expect(facesUp(shuffling)).toBe(false)
    expect(messageOf(playTo('picking').phase)).toBe('pick')
  })

  it('wins with the happy card and loses with another, revealing all and locking picks', () => {
    const picking = playTo('picking')
    const won = gameReducer(picking, { type: 'pick', card: picking.happy })
    expect(won.phase).toBe('won')
    expect(facesUp(won)).toBe(true)
    const other = (picking.happy + 1) % 3
    const lost = gameReducer(picking, { type: 'pick', card: other })
    expect(lost.phase).toBe('lost')
    expect(gameReducer(lost, { type: 'pick', card: picking.happy })).toBe(lost)
  })

  it('disables Shuffle only while the cards are shown and shuffled, and keeps the happy card across rounds', () => {
    for (const phase of ['revealing', 'shuffling'] as const) {
      const state = playTo(phase)
      expect(canShuffle(state)).toBe(false)
      expect(gameReducer(state, { type: 'shuffle' })).toBe(state)
    }
    // Waiting for a pick, Shuffle starts the round again.
    const waiting = playTo('picking')
    expect(canShuffle(waiting)).toBe(true)
    expect(gameReducer(waiting, { type: 'shuffle' })).toMatchObject({ phase: 'revealing', happy: waiting.happy })
    const lost = gameReducer(playTo('picking'), { type: 'pick', card: 0 })
    const again = gameReducer(lost, { type: 'shuffle' })
    expect(again.phase).toBe('revealing')
    expect(again.happy).toBe(lost.happy)
    expect(again.picked).toBeNull()
  })

  it('ignores picks before the shuffle ends and re-randomises only while shuffling', () => {
    expect(gameReducer(playTo('shuffling'), { type: 'pick', card: 1 }).phase).toBe('shuffling')
    const reordered = gameReducer(playTo('shuffling'), { type: 'reshuffle', order: [2, 0, 1] })
    expect(reordered.order).toEqual([2, 0, 1])
    const picking = playTo('picking')
    expect(gameReducer(picking, { type: 'reshuffle', order: [2, 0, 1] })).toBe(picking)
  })

  it('shuffles into a permutation of the three cards', () => {
    for (const r of [seq(0), seq(0.99), seq(0.3, 0.7), Math.random]) {
      expect([...shuffledOrder(r)].sort()).toEqual([0, 1, 2])
    }
    expect(shuffledOrder(seq(0))).toEqual([1, 2, 0])
  })
})
