import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useId, useState } from 'react'
import { useT } from '~/i18n'
import { moveOnto } from '~/lib/interaction'
import styles from './AboutScreen.module.css'

/** SPEC: 10 fun facts; dragging one onto another moves it there. The order is kept in this page only. */
const FUN_FACTS = [
  'coffee',
  'languages',
  'distance',
  'dog',
  'first',
  'mountains',
  'playlist',
  'plants',
  'ideas',
  'friday',
] as const
type Fact = (typeof FUN_FACTS)[number]

function isFact(id: unknown): id is Fact {
  const facts: readonly unknown[] = FUN_FACTS
  return facts.includes(id)
}

export function FunFacts() {
  const t = useT()
  const [order, setOrder] = useState<Fact[]>([...FUN_FACTS])
  const hintId = useId()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: string | number) => (isFact(id) ? order.indexOf(id) : -1) + 1

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = active.id
    const to = over.id
    if (isFact(from) && isFact(to)) setOrder((current) => moveOnto(current, from, to))
  }

  return (
    <section className={styles.facts} aria-labelledby="about-facts">
      <h2 id="about-facts" className={styles.sectionTitle}>
        {t.about.factsTitle()}
      </h2>
      <p id={hintId} className={styles.factsHint}>
        {t.about.factsHint()}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t.about.factsHint() },
          announcements: {
            onDragStart: ({ active }) => t.about.announcements.pickedUp({ position: position(active.id) }),
            onDragOver: ({ over }) =>
              over ? t.about.announcements.movedOver({ position: position(over.id) }) : undefined,
            onDragEnd: ({ over }) =>
              over ? t.about.announcements.dropped({ position: position(over.id) }) : undefined,
            onDragCancel: ({ active }) => t.about.announcements.cancelled({ position: position(active.id) }),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className={styles.factList} aria-describedby={hintId}>
            {order.map((fact, index) => (
              <SortableFact key={fact} id={fact} index={index + 1} text={t.about.facts[fact]()} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  )
}

function SortableFact({ id, index, text }: { id: Fact; index: number; text: string }) {
  const t = useT()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  })
  return (
    <li
      ref={setNodeRef}
      className={styles.fact}
      data-dragging={isDragging ? '' : undefined}
      data-testid={`fact-${id}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.factHandle}
        {...attributes}
        {...listeners}
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
