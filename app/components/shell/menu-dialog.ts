import { pauseSmoothScroll, resumeSmoothScroll } from '~/lib/smooth-scroll'

export { MENU_ID } from './menu-id'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * What the menu's `<dialog>` needs beyond HTML, on both kinds of page (decision 055). The browser opens it
 * (`commandfor` on the dots), moves focus to its first control, closes it on Escape or a click on its backdrop
 * (`closedby="any"`), makes the page behind it inert and gives focus back to the dots; the stylesheet locks the page's
 * scroll while it is open. This adds: smooth scrolling paused while open, Tab kept inside it (the browser lets focus
 * leave for its own toolbar), closed when one of its links is followed (a React page stays where it is, and a
 * page restored from the back/forward cache would come back with the menu open), and the clicks of documentClicks.
 */
export function attachMenu(dialog: HTMLDialogElement): () => void {
  let paused = false
  const onToggle = () => {
    if (dialog.open === paused) return
    paused = dialog.open
    if (paused) pauseSmoothScroll()
    else resumeSmoothScroll()
  }
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) dialog.close()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1]
    if (!edge || document.activeElement !== edge) return
    event.preventDefault()
    focusable[event.shiftKey ? focusable.length - 1 : 0]?.focus()
  }
  // Opened by the browser before this came (a page without React fetches it as the visitor reaches for the dots).
  onToggle()
  const stopClicks = documentClicks(dialog)
  dialog.addEventListener('toggle', onToggle)
  dialog.addEventListener('click', onClick)
  dialog.addEventListener('keydown', onKeyDown)
  return () => {
    stopClicks()
    dialog.removeEventListener('toggle', onToggle)
    dialog.removeEventListener('click', onClick)
    dialog.removeEventListener('keydown', onKeyDown)
    if (paused) resumeSmoothScroll()
  }
}

/**
 * The clicks the menu needs to see before they reach their target. The dots are focused as they are clicked, before
 * the dialog opens and remembers what to give focus back to: Safari focuses no button it clicks, so its dialog would
 * give focus back to <body>. And what a browser without invoker commands (Safari before 26.2, Firefox before 144) or
 * without `closedby` (Safari) does not do on its own: the dots open the menu, its close icon closes it, and a click on
 * the backdrop (outside the dialog's box) closes it. Escape closes a modal dialog in every browser that has one.
 */
function documentClicks(dialog: HTMLDialogElement): () => void {
  const noCommands = !('command' in HTMLButtonElement.prototype)
  const noClosedBy = !('closedBy' in HTMLDialogElement.prototype)
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest(`button[commandfor="${dialog.id}"]`)
    if (button instanceof HTMLElement) {
      const command = button.getAttribute('command')
      if (command === 'show-modal' && !dialog.open) {
        button.focus({ preventScroll: true })
        if (noCommands) dialog.showModal()
      } else if (command === 'close' && noCommands) dialog.close()
      return
    }
    if (!noClosedBy || target !== dialog || !dialog.open) return
    const box = dialog.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) dialog.close()
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
