/**
 * The Creative Lab card game (product.md section 4) as a pure state machine. Timing is data here and driven from outside
 * (the screen's hook, or fake timers in tests): Shuffle → cards face up for 2 s → face down, re-randomised every
 * 500 ms for 7 s → pick one. The happy card is chosen once per page load, not per round.
 */
const CARD_COUNT = 3
export const REVEAL_MS = 2000
export const SHUFFLE_MS = 7000
export const RESHUFFLE_EVERY_MS = 500

export type Phase = 'idle' | 'revealing' | 'shuffling' | 'picking' | 'won' | 'lost'

export type GameState = {
  phase: Phase
  /** The happy card's id (0 … CARD_COUNT − 1), fixed for the page's life. */
  happy: number
  /** `order[slot]` is the id of the card shown in that slot. */
  order: number[]
  /** The card the visitor picked this round. */
  picked: number | null
}

export type GameEvent =
  | { type: 'shuffle' }
  | { type: 'revealDone' }
  | { type: 'reshuffle'; order: number[] }
  | { type: 'shuffleDone' }
  | { type: 'pick'; card: number }

export type Random = () => number

export function initialGame(random: Random): GameState {
  return {
    phase: 'idle',
    happy: Math.floor(random() * CARD_COUNT) % CARD_COUNT,
    order: Array.from({ length: CARD_COUNT }, (_, i) => i),
    picked: null,
  }
}

/** A random permutation of the card ids (Fisher–Yates). */
export function shuffledOrder(random: Random, count = CARD_COUNT): number[] {
  const order = Array.from({ length: count }, (_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = order[i]
    const b = order[j]
    if (a === undefined || b === undefined) continue
    order[i] = b
    order[j] = a
  }
  return order
}

export function gameReducer(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'shuffle':
      // Shuffle is disabled while the cards are being shown and shuffled; waiting for a pick, it starts a new round.
      return canShuffle(state) ? { ...state, phase: 'revealing', picked: null } : state
    case 'revealDone':
      return state.phase === 'revealing' ? { ...state, phase: 'shuffling' } : state
    case 'reshuffle':
      return state.phase === 'shuffling' ? { ...state, order: event.order } : state
    case 'shuffleDone':
      return state.phase === 'shuffling' ? { ...state, phase: 'picking' } : state
    case 'pick':
      // Picking is locked outside the picking phase, so a card cannot be picked twice.
      if (state.phase !== 'picking' || !state.order.includes(event.card)) return state
      return { ...state, phase: event.card === state.happy ? 'won' : 'lost', picked: event.card }
  }
}

/** product.md: "The Shuffle button is disabled while shuffling" (the 2 s reveal and the 7 s shuffle), and only then. */
export function canShuffle(state: GameState): boolean {
  return state.phase !== 'revealing' && state.phase !== 'shuffling'
}

/** Whether card faces are shown: while memorising, and all of them once a card was picked. */
export function facesUp(state: GameState): boolean {
  return state.phase === 'revealing' || state.phase === 'won' || state.phase === 'lost'
}

export const GAME_MESSAGES = ['find', 'remember', 'shuffling', 'pick', 'won', 'lost'] as const
export type GameMessage = (typeof GAME_MESSAGES)[number]

export function messageOf(phase: Phase): GameMessage {
  switch (phase) {
    case 'idle':
      return 'find'
    case 'revealing':
      return 'remember'
    case 'shuffling':
      return 'shuffling'
    case 'picking':
      return 'pick'
    case 'won':
      return 'won'
    case 'lost':
      return 'lost'
  }
}
