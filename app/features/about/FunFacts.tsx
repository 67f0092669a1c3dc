import { type ComponentType, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { TitledSection } from '~/components/TitledSection'
import { useT } from '~/i18n'
import { useLoadOnIntent } from '~/lib/use-load-on-intent'
import styles from './AboutScreen.module.css'
import { FactRow } from './FactRow'
import { type Fact, type FactListProps, factsOf } from './fun-facts'
import { moveOnto } from './move-onto'

/**
 * The fun facts section. Drag and drop (dnd-kit, about 13 KB compressed, most of the About page's own code) is
 * loaded when a visitor comes near the list or reaches for it, not with the page (decision 045): until then the same
 * rows render still. Focus on a handle moves to its sortable twin, so a keyboard user who tabbed there keeps their
 * place.
 */
export function FunFacts({ title, texts }: { title: string | null; texts: readonly string[] }) {
  const t = useT()
  const all = useMemo(() => factsOf(texts), [texts])
  const [order, setOrder] = useState<string[]>(() => all.map((fact) => fact.id))
  const [Sortable, setSortable] = useState<ComponentType<FactListProps> | null>(null)
  const hintId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const focusedFact = useRef<string | null>(null)

  // Until its code comes (a failed load is tried again at the next reach for the list), the rows stay still.
  const load = useCallback(
    () =>
      import('./SortableFacts').then(({ SortableFacts }) => {
        const section = sectionRef.current
        const row = document.activeElement?.closest('[data-fact]')?.getAttribute('data-fact')
        focusedFact.current = section?.contains(document.activeElement) && row ? row : null
        setSortable(() => SortableFacts)
      }),
    [],
  )
  useLoadOnIntent(sectionRef, load, true)

  useEffect(() => {
    if (!Sortable || !focusedFact.current) return
    sectionRef.current?.querySelector<HTMLElement>(`[data-fact="${focusedFact.current}"] button`)?.focus()
    focusedFact.current = null
  }, [Sortable])

  const onMove = useCallback((from: string, to: string) => setOrder((current) => moveOnto(current, from, to)), [])
  const facts = order.flatMap((id) => all.find((fact) => fact.id === id) ?? [])
  const list: FactListProps = { facts, onMove, hintId }

  return (
    <TitledSection
      ref={sectionRef}
      className={styles.facts}
      headingId="about-facts"
      title={title}
      label={t.about.factsLabel()}
      titleClassName={styles.sectionTitle}
    >
      <p id={hintId} className={styles.factsHint}>
        {t.about.factsHint()}
      </p>
      {Sortable ? <Sortable {...list} /> : <StillFacts {...list} />}
    </TitledSection>
  )
}

/** The rows before drag and drop has loaded: the same markup, nothing to drag yet. */
function StillFacts({ facts, hintId }: FactListProps) {
  return (
    <ol className={styles.factList} aria-describedby={hintId}>
      {facts.map((fact: Fact, index) => (
        <FactRow key={fact.id} id={fact.id} index={index + 1} text={fact.text} />
      ))}
    </ol>
  )
}
