import styles from './CursorFollower.module.css'

/**
 * The hidden template of a custom cursor (`cursor-follower.ts` copies it into `<body>` for a pointer that hovers):
 * a round label, or a preview photo. Its area names it with `data-follower={id}`.
 */
export function CursorTemplate({ id, kind }: { id: string; kind: 'label' | 'image' }) {
  return (
    <div id={id} className={styles.follower} data-kind={kind} aria-hidden="true" hidden>
      {kind === 'label' ? (
        <span className={styles.label} />
      ) : (
        <img className={styles.image} src="data:," alt="" width={240} height={300} decoding="async" />
      )}
    </div>
  )
}
