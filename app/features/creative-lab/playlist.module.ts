import { watchConsent } from '~/components/consent/follow-consent'

/** How near the window the frame starts loading (as a deferred part's code comes, components/hydrating). */
const NEAR_MARGIN = '300px 0px'

/**
 * The music playground's playlist frame on the server's markup (Playlist.tsx; this is its screen module,
 * lib/screen-modules.ts). It is third-party, so it loads only when the visitor has accepted all cookies (or asks for it
 * with the card's button) and only once it nears the window; until then the playlist's card holds its place and size.
 * A later no to cookies takes a frame loaded by consent away again, as analytics stop (follow-consent.ts); one the
 * visitor asked for stays. The frame's attributes are the root's `data-frame` (JSON), as the server wrote them.
 * Returns what undoes it.
 */
export default function attachPlaylist(root: HTMLElement): () => void {
  const card = root.querySelector<HTMLElement>('[data-playlist-card]')
  const attributes = frameAttributes(root.dataset.frame)
  if (!card || !attributes) return () => undefined
  let near = false
  let asked = false
  let consented = false
  let frame: HTMLIFrameElement | null = null

  const update = () => {
    const allowed = asked || consented
    card.toggleAttribute('data-allowed', allowed)
    if (allowed && near && !frame) {
      frame = document.createElement('iframe')
      for (const [name, value] of attributes) frame.setAttribute(name, value)
      // The button that asked for it goes with the card: the keyboard's focus moves to the frame, not to the page.
      const focused = card.contains(document.activeElement)
      card.replaceWith(frame)
      if (focused) frame.focus()
    } else if (!allowed && frame) {
      frame.replaceWith(card)
      frame = null
    }
  }

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      near = true
      observer.disconnect()
      update()
    },
    { rootMargin: NEAR_MARGIN },
  )
  observer.observe(root)
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-playlist-load]')) return
    asked = true
    update()
  }
  root.addEventListener('click', onClick)
  const stopWatching = watchConsent((state) => {
    consented = state.decided && state.consent.preferences
    update()
  })
  return () => {
    observer.disconnect()
    root.removeEventListener('click', onClick)
    stopWatching()
  }
}

/** The frame's attributes from the server's JSON object of strings; null when it is not one. */
function frameAttributes(json: string | undefined): [string, string][] | null {
  try {
    const value: unknown = JSON.parse(json ?? '')
    if (typeof value !== 'object' || value === null) return null
    const entries = Object.entries(value)
    return entries.every((entry): entry is [string, string] => typeof entry[1] === 'string') ? entries : null
  } catch {
    return null
  }
}
