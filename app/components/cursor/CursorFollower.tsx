import styles from './CursorFollower.module.css'

/**
 * The hidden template of a custom cursor (`cursor-follower.ts` copies it into `<body>` for a pointer that hovers):
 * a round label, or a preview photo (its `<img>` made by the module as a row is hovered, so the page has no image
 * without a source). Its area names it with `data-follower={id}`.
 */
export function CursorTemplate({ id, kind }: { id: string; kind: 'label' | 'image' }) {
  return (
    <div
      id={id}
      className={styles.follower}
      data-kind={kind}
      data-image-class={kind === 'image' ? styles.image : undefined}
      aria-hidden="true"
      hidden
    >
      {kind === 'label' ? <span className={styles.label} /> : null}
    </div>
  )
}
