import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type TouchSensorOptions,
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

/** Whether a touch began on the fact's handle (its activator): a finger there picks the fact up at once. */
const onHandle: TouchSensorOptions['bypassActivationConstraint'] = ({ event, activeNode }) =>
  event.target instanceof Node && activeNode.activatorNode.current?.contains(event.target) === true

/**
 * The fun facts with drag and drop, loaded once a visitor comes near the list (FunFacts). A mouse picks a fact up by
 * any part of its card; a finger by the handle, or by the card held still for a moment, so a swipe over the cards
 * still scrolls the page; the keyboard by the handle, the one control in the card.
 */
export function SortableFacts({ facts, onMove, hintId }: FactListProps) {
  const t = useT()
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: 250, tolerance: 5 },
      bypassActivationConstraint: onHandle,
    }),
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
      rowProps={listeners}
      handleRef={setActivatorNodeRef}
      handleProps={attributes}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      dragging={isDragging}
    />
  )
}
