import { useRef } from 'react'
import { canShuffle, facesUp, GAME_MESSAGES, messageOf } from '~/features/creative-lab/card-game'
import { useFlip } from '~/features/creative-lab/use-flip'
import { useT } from '~/i18n'
import styles from './CardGame.module.css'
import { useCardGame } from './use-card-game'

function Face({ happy }: { happy: boolean }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.face}>
      <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="23" cy="26" r="3.5" fill="currentColor" />
      <circle cx="41" cy="26" r="3.5" fill="currentColor" />
      <path
        d={happy ? 'M20 38 Q32 50 44 38' : 'M20 46 Q32 36 44 46'}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}

function Heart({ broken }: { broken: boolean }) {
  return (
    <svg viewBox="0 0 48 44" aria-hidden="true" focusable="false" className={styles.heart}>
      <path d="M24 42 C-6 22 4 -4 24 10 C44 -4 54 22 24 42Z" fill="currentColor" />
      {broken ? <path d="M24 10 L19 20 L27 26 L21 36" fill="none" stroke="var(--color-paper)" strokeWidth="3" /> : null}
    </svg>
  )
}

/** product.md's card game: Shuffle, remember the happy card, watch the shuffle, pick. Playable by keyboard, announced. */
export function CardGame() {
  const t = useT()
  const { state, shuffle, pick } = useCardGame()
  // Each shuffle step moves the cards: they glide to their new places, so the eye can follow the happy one.
  const cards = useRef<HTMLUListElement>(null)
  useFlip(cards, state.order)
  const message = messageOf(state.phase)
  const up = facesUp(state)
  const picking = state.phase === 'picking'
  const done = state.phase === 'won' || state.phase === 'lost'

  return (
    <div className={styles.game}>
      {/* Every message in one cell, the others unseen: the box keeps the longest one's size, so the cards and Shuffle
          stay where the finger is as the message changes (on a phone "Remember the card that's happy" takes two lines). */}
      <div className={styles.messages}>
        {GAME_MESSAGES.map((other) => (
          <span key={other} className={styles.reserved} aria-hidden="true">
            {t.game.messages[other]()}
          </span>
        ))}
        <p className={styles.message} aria-live="polite" data-testid="game-message">
          {t.game.messages[message]()}
        </p>
      </div>
      {/* Always there, the heart's height kept: the cards below never move when it appears (they jumped 25 px). */}
      <p className={styles.result}>
        {done ? (
          <>
            <Heart broken={state.phase === 'lost'} />
            <span className="visually-hidden">{state.phase === 'won' ? t.game.fullHeart() : t.game.brokenHeart()}</span>
          </>
        ) : null}
      </p>
      <ul ref={cards} className={styles.cards} data-phase={state.phase}>
        {state.order.map((card, slot) => {
          const happy = card === state.happy
          return (
            <li key={card} className={styles.slot} data-flip-key={card}>
              <button
                type="button"
                className={styles.card}
                data-face-up={up ? '' : undefined}
                data-picked={state.picked === card ? '' : undefined}
                aria-disabled={!picking}
                data-testid={`card-${slot}`}
                onClick={() => picking && pick(card)}
              >
                <span className="visually-hidden">
                  {t.game.card({ position: slot + 1 })}
                  {up ? `, ${happy ? t.game.happy() : t.game.sad()}` : ''}
                </span>
                <span className={styles.back} aria-hidden="true" />
                {up ? (
                  <span className={styles.front} data-happy={happy ? '' : undefined}>
                    <Face happy={happy} />
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className={styles.shuffle} onClick={shuffle} disabled={!canShuffle(state)}>
        {t.game.shuffle()}
      </button>
    </div>
  )
}
