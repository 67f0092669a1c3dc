import { useEffect, useReducer } from 'react'
import {
  gameReducer,
  initialGame,
  RESHUFFLE_EVERY_MS,
  REVEAL_MS,
  SHUFFLE_MS,
  shuffledOrder,
} from '~/features/creative-lab/card-game'

/**
 * Drives the card game's state machine with timers. The happy card is drawn once, when the page's game starts
 * (not per round). Nothing about it is rendered until the cards are turned, so server and browser markup agree.
 */
export function useCardGame() {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => initialGame(Math.random))

  useEffect(() => {
    if (state.phase !== 'revealing') return
    const timer = setTimeout(() => dispatch({ type: 'revealDone' }), REVEAL_MS)
    return () => clearTimeout(timer)
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'shuffling') return
    const interval = setInterval(
      () => dispatch({ type: 'reshuffle', order: shuffledOrder(Math.random) }),
      RESHUFFLE_EVERY_MS,
    )
    const done = setTimeout(() => dispatch({ type: 'shuffleDone' }), SHUFFLE_MS)
    return () => {
      clearInterval(interval)
      clearTimeout(done)
    }
  }, [state.phase])

  return {
    state,
    shuffle: () => dispatch({ type: 'shuffle' }),
    pick: (card: number) => dispatch({ type: 'pick', card }),
  }
}
