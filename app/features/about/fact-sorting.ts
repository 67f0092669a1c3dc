import { closestIndex, fill, keyTarget, type Span, slides } from './fact-drag'
import { FACT_ATTRIBUTES } from './fun-facts'
import { moveOnto } from './move-onto'

/**
 * The fun facts' drag and drop (product.md: dragging a fact onto another moves it there), on the server's markup
 * (FunFacts renders it, with its words in the visitor's language as data attributes). One implementation for both
 * kinds of page: a page without React attaches it from its script, FunFacts from an effect.
 *
 * - A mouse or a pen picks a card up by any part of it, once it has moved 4 px (a click stays a click).
 * - A finger picks it up at once on the handle, or held still on the card for 250 ms: a swipe over the cards still
 *   scrolls the page.
 * - The keyboard by the handle, the one control in a card: Space or Enter picks up and drops, the arrows move,
 *   Escape (or leaving it) puts the fact back. The handle's press is its click, so a press made before this code came
 *   (kept by the early-click script and made again) is not lost.
 * - A live region says each step. The other cards slide to make room, at once under reduced motion.
 *
 * The order is the page's only: the cards are moved in the list, the held one never (moving a focused node would
 * take its focus away).
 */

/** Its words, on the section: `data-pick-up="Picked up fact {position}."` … (`FunFacts` writes them). */
type Words = {
  pickedUp: string
  movedOver: string
  dropped: string
  cancelled: string
  handle: string
  role: string
}

const MOUSE_DISTANCE_PX = 4
const TOUCH_HOLD_MS = 250
const TOUCH_TOLERANCE_PX = 5
const SLIDE = 'transform 200ms ease'
/** Near the window's top or bottom edge a drag scrolls the page, this many px a frame. */
const EDGE_PX = 60
const EDGE_STEP_PX = 12

function wordsOf(root: HTMLElement): Words | null {
  const { factPickedUp, factMovedOver, factDropped, factCancelled, factHandle, factRole } = root.dataset
  if (!factPickedUp || !factMovedOver || !factDropped || !factCancelled || !factHandle || !factRole) return null
  return {
    pickedUp: factPickedUp,
    movedOver: factMovedOver,
    dropped: factDropped,
    cancelled: factCancelled,
    handle: factHandle,
    role: factRole,
  }
}

type Drag = {
  item: HTMLElement
  items: HTMLElement[]
  spans: Span[]
  from: number
  to: number
  /** Pointer and finger: where it was pressed, page coordinates; the keyboard has none. */
  startY: number | null
  pointerY: number
}

export default function attachFunFacts(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>(`[${FACT_ATTRIBUTES.list}]`)
  const announcer = root.querySelector<HTMLElement>(`[${FACT_ATTRIBUTES.announcer}]`)
  const words = wordsOf(root)
  if (!list || !announcer || !words) return () => {}
  const still = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const items = () => [...list.querySelectorAll<HTMLElement>(`:scope > [${FACT_ATTRIBUTES.item}]`)]
  const handleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('button')

  for (const item of items()) handleOf(item)?.setAttribute('aria-roledescription', words.role)

  let drag: Drag | null = null
  let scrolling = 0
  const say = (template: string, position: number) => {
    announcer.textContent = fill(template, { position })
  }

  const start = (item: HTMLElement, startY: number | null) => {
    const all = items()
    const from = all.indexOf(item)
    if (from < 0) return
    const spans = all.map((each) => {
      const box = each.getBoundingClientRect()
      return { top: box.top + window.scrollY, height: box.height }
    })
    drag = { item, items: all, spans, from, to: from, startY, pointerY: startY ?? 0 }
    item.setAttribute('data-dragging', '')
    handleOf(item)?.setAttribute('aria-pressed', 'true')
    window.getSelection()?.removeAllRanges()
    say(words.pickedUp, from + 1)
  }

  /** Slides the cards for where the held one is now (a pointer's `y`, or the keyboard's target). */
  const show = (to: number) => {
    if (!drag) return
    const { item, items: all, spans, from, startY, pointerY } = drag
    const motion = still() ? '' : SLIDE
    const offsets = slides(spans, from, to)
    all.forEach((each, index) => {
      const follows = each === item && startY !== null
      each.style.transition = follows ? '' : motion
      each.style.transform = `translateY(${follows ? pointerY - startY : (offsets[index] ?? 0)}px)`
    })
    if (to !== drag.to) {
      drag.to = to
      say(words.movedOver, to + 1)
    }
  }

  const follow = (pageY: number) => {
    if (!drag || drag.startY === null) return
    drag.pointerY = pageY
    const held = drag.spans[drag.from]
    const middle = held ? held.top + held.height / 2 + pageY - drag.startY : pageY
    show(closestIndex(drag.spans, middle))
  }

  /** While a pointer holds a card near the window's edge, the page scrolls under it and the card goes along. */
  let clientY = 0
  const edgeScroll = () => {
    scrolling = 0
    if (!drag || drag.startY === null) return
    const step = clientY < EDGE_PX ? -EDGE_STEP_PX : clientY > window.innerHeight - EDGE_PX ? EDGE_STEP_PX : 0
    if (step === 0) return
    const before = window.scrollY
    window.scrollBy(0, step)
    if (window.scrollY !== before) follow(clientY + window.scrollY)
    scrolling = requestAnimationFrame(edgeScroll)
  }
  const pointerAt = (y: number) => {
    clientY = y
    follow(y + window.scrollY)
    if (!scrolling) scrolling = requestAnimationFrame(edgeScroll)
  }

  /** Ends a drag: `keep` puts the fact where it was held, otherwise back where it was. */
  const end = (keep: boolean) => {
    if (!drag) return
    const { item, items: all, from, to } = drag
    drag = null
    cancelAnimationFrame(scrolling)
    scrolling = 0
    item.removeAttribute('data-dragging')
    handleOf(item)?.removeAttribute('aria-pressed')
    for (const each of all) {
      each.style.transition = ''
      each.style.transform = ''
    }
    const target = all[to]
    if (keep && target && to !== from) arrange(moveOnto(all, item, target), item)
    if (keep) say(words.dropped, to + 1)
    else say(words.cancelled, from + 1)
  }

  /** Puts the cards in `order`, moving every card but `kept` (which may hold focus). */
  const arrange = (order: readonly HTMLElement[], kept: HTMLElement) => {
    const at = order.indexOf(kept)
    for (const each of order.slice(0, at)) list.insertBefore(each, kept)
    for (const each of order.slice(at + 1)) list.append(each)
    order.forEach((each, index) => {
      const number = each.querySelector(`[${FACT_ATTRIBUTES.index}]`)
      if (number) number.textContent = String(index + 1).padStart(2, '0')
      const text = each.querySelector(`[${FACT_ATTRIBUTES.text}]`)?.textContent ?? ''
      handleOf(each)?.setAttribute('aria-label', fill(words.handle, { index: index + 1, text }))
    })
  }

  const detach = new AbortController()
  const on = { signal: detach.signal }
  const itemOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(`[${FACT_ATTRIBUTES.item}]`) : null

  // Mouse and pen: pressed on a card, picked up once moved a little.
  let pressed: { item: HTMLElement; x: number; y: number; id: number } | null = null
  list.addEventListener(
    'pointerdown',
    (event) => {
      const item = itemOf(event.target)
      if (event.pointerType === 'touch' || event.button !== 0 || !item || drag) return
      pressed = { item, x: event.clientX, y: event.clientY, id: event.pointerId }
    },
    on,
  )
  window.addEventListener(
    'pointermove',
    (event) => {
      if (pressed && event.pointerId === pressed.id && !drag) {
        if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < MOUSE_DISTANCE_PX) return
        start(pressed.item, pressed.y + window.scrollY)
      }
      if (drag && pressed && event.pointerId === pressed.id) pointerAt(event.clientY)
    },
    on,
  )
  const release = (keep: boolean) => (event: PointerEvent) => {
    if (!pressed || event.pointerId !== pressed.id) return
    pressed = null
    if (drag?.startY !== null) end(keep)
  }
  window.addEventListener('pointerup', release(true), on)
  window.addEventListener('pointercancel', release(false), on)
  // No text selected while a card is carried.
  document.addEventListener('selectstart', (event) => drag && event.preventDefault(), on)

  // A finger: on the handle at once, on the card once held still.
  let hold = 0
  let touched: { item: HTMLElement; x: number; y: number } | null = null
  list.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0]
      const item = itemOf(event.target)
      if (event.touches.length !== 1 || !touch || !item || drag) return
      touched = { item, x: touch.clientX, y: touch.clientY }
      const onHandle = event.target instanceof Node && handleOf(item)?.contains(event.target)
      const pick = () => touched && start(touched.item, touched.y + window.scrollY)
      if (onHandle) pick()
      else hold = window.setTimeout(pick, TOUCH_HOLD_MS)
    },
    { ...on, passive: true },
  )
  // Not passive: once a card is held, the finger moves it and not the page.
  list.addEventListener(
    'touchmove',
    (event) => {
      const touch = event.touches[0]
      if (!touch || !touched) return
      if (!drag) {
        if (Math.hypot(touch.clientX - touched.x, touch.clientY - touched.y) > TOUCH_TOLERANCE_PX) {
          window.clearTimeout(hold)
          touched = null
        }
        return
      }
      if (event.cancelable) event.preventDefault()
      pointerAt(touch.clientY)
    },
    { ...on, passive: false },
  )
  const lift = (keep: boolean) => () => {
    window.clearTimeout(hold)
    touched = null
    if (drag?.startY !== null) end(keep)
  }
  list.addEventListener('touchend', lift(true), on)
  list.addEventListener('touchcancel', lift(false), on)
  // A held finger opens no menu.
  list.addEventListener('contextmenu', (event) => drag && event.preventDefault(), on)

  // The keyboard: the handle's press picks up and drops; a mouse's click on it (detail 1 and more) is no press.
  list.addEventListener(
    'click',
    (event) => {
      const handle = event.target instanceof Element ? event.target.closest('button') : null
      const item = itemOf(handle)
      if (!handle || !item || event.detail > 0) return
      if (drag && drag.item === item && drag.startY === null) end(true)
      else if (!drag) {
        // A press kept from before this code came is made again by `click()`, which gives no focus.
        handle.focus()
        start(item, null)
      }
    },
    on,
  )
  window.addEventListener(
    'keydown',
    (event) => {
      if (!drag) return
      if (event.key === 'Escape') {
        event.preventDefault()
        end(false)
        return
      }
      if (drag.startY !== null) return
      const to = keyTarget(event.key, drag.to, drag.items.length)
      if (to === null) return
      event.preventDefault()
      show(to)
    },
    on,
  )
  // Focus leaving the held fact's handle puts it back, as Escape does.
  list.addEventListener('focusout', () => drag?.startY === null && end(false), on)

  return () => {
    detach.abort()
    window.clearTimeout(hold)
    if (drag) end(false)
    for (const item of items()) handleOf(item)?.removeAttribute('aria-roledescription')
  }
}
