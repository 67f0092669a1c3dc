import styles from './Spinner.module.css'

/** Busy, inside a dark button; decorative (the button's label and `aria-busy` say it to assistive technology). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}
