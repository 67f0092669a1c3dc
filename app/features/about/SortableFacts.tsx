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
import { useRef } from 'react'
import { useT } from '~/i18n'
import styles from './AboutScreen.module.css'
import { FactRow } from './FactRow'
import type { FactListProps } from './fun-facts'

/** The fun facts with drag and drop (pointer and keyboard), loaded once a visitor comes near the list (FunFacts). */
export function SortableFacts({ facts, onMove, hintId }: FactListProps) {
  const t = useT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = facts.map((fact) => fact.id)
  const position = (id: string | number) => ids.indexOf(String(id)) + 1
  // dnd-kit reports the fact as over its own place right after it is picked up; announced, that would replace
  // "Picked up" before a screen reader had said it. Only a change of place is announced.
  const lastOver = useRef<string | number | null>(null)

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(String(active.id), String(over.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.about.factsHint() },
        announcements: {
          onDragStart: ({ active }) => {
            lastOver.current = active.id
            return t.about.announcements.pickedUp({ position: position(active.id) })
          },
          onDragOver: ({ over }) => {
            if (!over || over.id === lastOver.current) return undefined
            lastOver.current = over.id
            return t.about.announcements.movedOver({ position: position(over.id) })
          },
          onDragEnd: ({ over }) => (over ? t.about.announcements.dropped({ position: position(over.id) }) : undefined),
          onDragCancel: ({ active }) => t.about.announcements.cancelled({ position: position(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.factList} aria-describedby={hintId}>
          {facts.map((fact, index) => (
            <SortableFact key={fact.id} id={fact.id} index={index + 1} text={fact.text} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableFact({ id, index, text }: { id: string; index: number; text: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  })
  return (
    <FactRow
      id={id}
      index={index}
      text={text}
      rowRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      dragging={isDragging}
    />
  )
}
