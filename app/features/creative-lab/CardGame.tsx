import { GAME_MESSAGES } from '~/features/creative-lab/card-game'
import { useT } from '~/i18n'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './CardGame.module.css'
import { labModules } from './lab-modules'

/** A card's face: the mouth the game shows is its front's `data-happy` (CardGame.module.css). */
function Face() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.face}>
      <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="23" cy="26" r="3.5" fill="currentColor" />
      <circle cx="41" cy="26" r="3.5" fill="currentColor" />
      <path className={styles.smile} d="M20 38 Q32 50 44 38" {...MOUTH} />
      <path className={styles.frown} d="M20 46 Q32 36 44 46" {...MOUTH} />
    </svg>
  )
}

const MOUTH = { fill: 'none', stroke: 'currentColor', strokeWidth: 4, strokeLinecap: 'round' } as const

function Heart({ broken }: { broken: boolean }) {
  return (
    <svg viewBox="0 0 48 44" aria-hidden="true" focusable="false" className={styles.heart}>
      <path d="M24 42 C-6 22 4 -4 24 10 C44 -4 54 22 24 42Z" fill="currentColor" />
      {broken ? <path d="M24 10 L19 20 L27 26 L21 36" fill="none" stroke="var(--color-paper)" strokeWidth="3" /> : null}
    </svg>
  )
}

const CARDS = [0, 1, 2] as const

/**
 * product.md's card game: Shuffle, remember the happy card, watch the shuffle, pick. Playable by keyboard, announced.
 * This renders its first state, every text it can show and both hearts (hidden); its screen module plays it
 * (card-game.module.ts), on a page without React as on a React page.
 */
export function CardGame() {
  const t = useT()
  const ref = useScreenModule<HTMLDivElement>(labModules, 'cardGame')
  return (
    <div
      ref={ref}
      className={styles.game}
      {...moduleRoot(labModules, 'cardGame')}
      data-happy-label={t.game.happy()}
      data-sad-label={t.game.sad()}
    >
      {/* Every message in one cell, the others unseen: the box keeps the longest one's size, so the cards and Shuffle
          stay where the finger is as the message changes (on a phone "Remember the card that's happy" takes two lines).
          The module shows each one's text in the live line. */}
      <div className={styles.messages}>
        {GAME_MESSAGES.map((other) => (
          <span key={other} className={styles.reserved} aria-hidden="true" data-message={other}>
            {t.game.messages[other]()}
          </span>
        ))}
        <p className={styles.message} aria-live="polite" data-testid="game-message">
          {t.game.messages.find()}
        </p>
      </div>
      {/* Always there, the heart's height kept: the cards below never move when it appears (they jumped 25 px). */}
      <p className={styles.result}>
        <span data-result="won" hidden>
          <Heart broken={false} />
          <span className="visually-hidden">{t.game.fullHeart()}</span>
        </span>
        <span data-result="lost" hidden>
          <Heart broken />
          <span className="visually-hidden">{t.game.brokenHeart()}</span>
        </span>
      </p>
      <ul className={styles.cards} data-phase="idle">
        {CARDS.map((card) => (
          <li key={card} className={styles.slot} data-flip-key={card}>
            <button type="button" className={styles.card} aria-disabled="true" data-testid={`card-${card}`}>
              <span className="visually-hidden" data-card-label="">
                {t.game.card({ position: card + 1 })}
              </span>
              <span className={styles.back} aria-hidden="true" />
              <span className={styles.front} data-front="">
                <Face />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.shuffle} data-shuffle="">
        {t.game.shuffle()}
      </button>
    </div>
  )
}
