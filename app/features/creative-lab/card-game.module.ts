import {
  canShuffle,
  facesUp,
  type GameEvent,
  type GameState,
  gameReducer,
  initialGame,
  messageOf,
  RESHUFFLE_EVERY_MS,
  REVEAL_MS,
  SHUFFLE_MS,
  shuffledOrder,
} from './card-game'
import { glideFrom, placesOf } from './flip'

/**
 * The card game on the server's markup (CardGame.tsx renders it; this is its screen module, lib/screen-modules.ts):
 * the state machine of card-game.ts driven by timers, each step drawn into the markup. Every text it shows is the
 * markup's own: the messages (the reserved ones), the result under each heart, the cards' names and the root's
 * `data-happy-label` / `data-sad-label`. The happy card is drawn once, as the game attaches (not per round), and shows
 * in the markup only while the cards are face up. Returns what undoes it.
 */
export default function attachCardGame(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>('[data-phase]')
  const shuffle = root.querySelector<HTMLElement>('[data-shuffle]')
  const message = root.querySelector<HTMLElement>('[aria-live]')
  if (!list || !shuffle || !message) return () => undefined
  const cards = new Map<number, HTMLElement>()
  for (const item of list.querySelectorAll<HTMLElement>('[data-flip-key]'))
    cards.set(Number(item.dataset.flipKey), item)
  // A slot's name ("Card 2"), from the server's cards, which stand in their first order.
  const slotNames = [...cards.values()].map((item) => item.querySelector('[data-card-label]')?.textContent ?? '')
  const textOf = (selector: string) => root.querySelector(selector)?.textContent ?? ''
  const happyLabel = root.dataset.happyLabel ?? ''
  const sadLabel = root.dataset.sadLabel ?? ''

  let state: GameState = initialGame(Math.random)
  let timers: ReturnType<typeof setTimeout>[] = []
  let steps: ReturnType<typeof setInterval> | undefined
  const stopTimers = () => {
    for (const timer of timers) clearTimeout(timer)
    clearInterval(steps)
    timers = []
    steps = undefined
  }

  const draw = (before: GameState) => {
    list.dataset.phase = state.phase
    message.textContent = textOf(`[data-message="${messageOf(state.phase)}"]`)
    for (const result of root.querySelectorAll<HTMLElement>('[data-result]'))
      result.hidden = result.dataset.result !== state.phase
    // aria-disabled, not disabled: a pressed Shuffle keeps the keyboard's focus while the round runs.
    shuffle.setAttribute('aria-disabled', String(!canShuffle(state)))
    if (state.order !== before.order) {
      const places = placesOf(list)
      const focused = document.activeElement
      for (const card of state.order) {
        const item = cards.get(card)
        // moveBefore keeps a focused card focused as it moves; where a browser lacks it, focus is given back below.
        if (item && typeof list.moveBefore === 'function') list.moveBefore(item, null)
        else if (item) list.append(item)
      }
      if (focused instanceof HTMLElement && focused !== document.activeElement) focused.focus({ preventScroll: true })
      glideFrom(list, places)
    }
    const up = facesUp(state)
    state.order.forEach((card, slot) => {
      const button = cards.get(card)?.querySelector('button')
      if (!button) return
      const happy = card === state.happy
      button.toggleAttribute('data-face-up', up)
      button.toggleAttribute('data-picked', state.picked === card)
      button.setAttribute('aria-disabled', String(state.phase !== 'picking'))
      button.dataset.testid = `card-${slot}`
      const name = button.querySelector('[data-card-label]')
      if (name) name.textContent = `${slotNames[slot] ?? ''}${up ? `, ${happy ? happyLabel : sadLabel}` : ''}`
      button.querySelector('[data-front]')?.toggleAttribute('data-happy', up && happy)
    })
  }

  const dispatch = (event: GameEvent) => {
    const before = state
    state = gameReducer(state, event)
    if (state === before) return
    draw(before)
    if (state.phase === before.phase) return
    stopTimers()
    // product.md: face up for 2 s, then re-randomised every 500 ms for 7 s, then the visitor picks.
    if (state.phase === 'revealing') timers.push(setTimeout(() => dispatch({ type: 'revealDone' }), REVEAL_MS))
    if (state.phase === 'shuffling') {
      steps = setInterval(() => dispatch({ type: 'reshuffle', order: shuffledOrder(Math.random) }), RESHUFFLE_EVERY_MS)
      timers.push(setTimeout(() => dispatch({ type: 'shuffleDone' }), SHUFFLE_MS))
    }
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target
    const button = target instanceof Element ? target.closest('button') : null
    if (!button || !root.contains(button)) return
    if (button === shuffle) return dispatch({ type: 'shuffle' })
    const card = button.closest<HTMLElement>('[data-flip-key]')
    if (card) dispatch({ type: 'pick', card: Number(card.dataset.flipKey) })
  }
  root.addEventListener('click', onClick)
  // The markup as the state says from the start (Shuffle `aria-disabled="false"`).
  draw(state)
  return () => {
    root.removeEventListener('click', onClick)
    stopTimers()
  }
}
