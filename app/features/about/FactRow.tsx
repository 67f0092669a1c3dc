import type { CSSProperties, HTMLAttributes, Ref } from 'react'
import { useT } from '~/i18n'
import styles from './AboutScreen.module.css'

type FactRowProps = {
  /** The fact's place in the editors' list, which the visitor's order moves around. */
  id: string
  index: number
  text: string
  rowRef?: Ref<HTMLLIElement>
  /** The card takes the pointer and the touch that pick the fact up; a key reaches it from the handle. */
  rowProps?: HTMLAttributes<HTMLLIElement>
  handleRef?: Ref<HTMLButtonElement>
  handleProps?: HTMLAttributes<HTMLButtonElement>
  style?: CSSProperties
  dragging?: boolean
}

/**
 * One fun fact, a card dragged by any part of it, with its handle for the keyboard (and screen readers, which it names
 * the fact to): the same markup still and sortable, so the swap between them shows nothing.
 */
export function FactRow({ id, index, text, rowRef, rowProps, handleRef, handleProps, style, dragging }: FactRowProps) {
  const t = useT()
  return (
    <li
      ref={rowRef}
      {...rowProps}
      className={styles.fact}
      data-dragging={dragging ? '' : undefined}
      data-testid={`fact-${id}`}
      data-fact={id}
      style={style}
    >
      <button
        ref={handleRef}
        type="button"
        className={styles.factHandle}
        {...handleProps}
        aria-label={t.about.factHandle({ index, text })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {[8, 16].flatMap((x) =>
            [6, 12, 18].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
          )}
        </svg>
      </button>
      <span className={styles.factIndex} aria-hidden="true">
        {String(index).padStart(2, '0')}
      </span>
      <span>{text}</span>
    </li>
  )
}
