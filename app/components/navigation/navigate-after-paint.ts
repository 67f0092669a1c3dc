import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, useState } from 'react'
import { afterNextPaint } from '~/lib/after-paint'

/** What of a link's click is read here. */
type LinkClick = Pick<
  MouseEvent<HTMLAnchorElement>,
  'currentTarget' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'
>

/** A click the router's <Link> would take as a navigation: main button, no modifier key, the link's own window. */
export function isPlainClick(event: LinkClick): boolean {
  const link = event.currentTarget
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  )
}

/**
 * For the links of a screen that answers in place (a filter, a tab, LOAD MORE). The router does a navigation's work,
 * and renders what it changes, in the click's own task; on a slow phone that held the click's answer back by a few
 * hundred milliseconds. With `navigate` as a router <Link>'s onClick, the click only records what it asked
 * for, the screen shows that (a filter pressed, a spinner) in the frame the click is made in, and the link's own
 * address is navigated to once the browser has painted it.
 *
 * `here` names the screen's current URL state: what a click asked for (`asked`) counts while the URL is the one it was
 * made on and its navigation is not done, so it gives way to the screen's own state as soon as the URL changes.
 * A click the router would not take (a new tab, a modified click) is left to the browser.
 */
export function useNavigateAfterPaint<T>(here: string, options: { resetScroll?: boolean } = {}) {
  const router = useRouter()
  const [asked, setAsked] = useState<{ at: string; what: T } | null>(null)
  const { resetScroll } = options

  const navigate = (event: LinkClick, what: T) => {
    const href = event.currentTarget.getAttribute('href')
    if (!href || !isPlainClick(event)) return
    event.preventDefault()
    const mine = { at: here, what }
    setAsked(mine)
    const done = () => setAsked((current) => (current === mine ? null : current))
    afterNextPaint(() => {
      router.navigate({ href, resetScroll }).then(done, done)
    })
  }

  return { asked: asked?.at === here ? asked.what : null, navigate }
}
