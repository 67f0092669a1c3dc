/**
 * What every screen must be, measured inside the page: plain functions sent to the page as source (driver.ts), so
 * each is self-contained (no imports, nothing from the module around it).
 */

/**
 * Loaded, hydrated (the shell marks `<html data-hydrated>`, a screen its own part), and with its data: the heading
 * shown (a CMS page's loading cover gone; until then the flag does not know the other language's slug).
 */
export function isReady(): boolean {
  return (
    document.readyState === 'complete' &&
    Boolean(document.querySelector('main h1')?.checkVisibility()) &&
    // A page transition's cross-fade is over: while it runs, a click lands on the transition's picture, not the page.
    !document.getAnimations().some((animation) => {
      const effect = animation.effect
      return effect instanceof KeyframeEffect && String(effect.pseudoElement).startsWith('::view-transition')
    }) &&
    // The router has shown the page it was loading: until then the page on screen is the one being left, and the fade
    // into the next may still start (its pictures take every press made during it).
    document.querySelector('main[aria-busy="true"]') === null &&
    !(
      CSS.supports('selector(:active-view-transition)') && document.documentElement.matches(':active-view-transition')
    ) &&
    document.documentElement.dataset.hydrated === 'true' &&
    document.querySelector('[data-hydrating="screen"]') === null
  )
}

/** Whether the brand's face is in: the fonts settled and a Space Grotesk face loaded. */
export function fontsSettled(): boolean {
  return (
    document.fonts.status === 'loaded' &&
    [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Space Grotesk Variable' && face.status === 'loaded',
    )
  )
}

/**
 * One line per problem of the screen: wider than the window; a heading or paragraph not set first in the brand's
 * face, or that face not loaded (no engine but Chromium says which face it drew with, so this is the CSS's first choice
 * and the face's own status: a face the page uses and the browser could not load shows as `error`); an image or a
 * video that failed.
 */
export function screenProblems(): string[] {
  const problems: string[] = []
  const viewport = document.documentElement.clientWidth
  const width = document.documentElement.scrollWidth
  if (width > viewport + 1) problems.push(`${location.pathname} is ${width}px wide in a ${viewport}px window`)
  const brand = 'Space Grotesk Variable'
  for (const selector of ['main h1', 'main p']) {
    const element = document.querySelector(selector)
    if (!element) continue
    const first = getComputedStyle(element).fontFamily.split(',')[0]?.trim().replace(/["']/g, '')
    if (first !== brand) problems.push(`${location.pathname}: ${selector} is set in ${first}`)
  }
  for (const face of document.fonts)
    if (face.status === 'error') problems.push(`${location.pathname}: the face ${face.family} failed to load`)
  if (![...document.fonts].some((face) => face.family.replace(/["']/g, '') === brand && face.status === 'loaded'))
    problems.push(`${location.pathname}: ${brand} is not loaded`)
  for (const image of document.images)
    if (image.complete && image.currentSrc && image.naturalWidth === 0)
      problems.push(`${location.pathname}: the image ${image.currentSrc} did not load`)
  for (const video of document.querySelectorAll('video'))
    if (video.error)
      problems.push(
        `${location.pathname}: a video failed (${video.error.code} ${video.error.message}) ${video.currentSrc}`,
      )
  return problems
}

/**
 * Marks the first element matching `selector` whose text or accessible label contains `text` (any, when empty) with
 * `data-engines-pick`, for a real click on it; false when there is none. Only on a hydrated page (React does not
 * check attributes it did not render once it has hydrated).
 */
export function pick(selector: string, text: string): boolean {
  for (const old of document.querySelectorAll('[data-engines-pick]')) old.removeAttribute('data-engines-pick')
  const found = [...document.querySelectorAll(selector)].find((element) =>
    `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`.includes(text),
  )
  found?.setAttribute('data-engines-pick', '')
  return Boolean(found)
}
export const PICKED = '[data-engines-pick]'

/** A video's state, for the loop check. */
export function videoState(selector: string): {
  found: boolean
  playing: boolean
  time: number
  duration: number
  error: string | null
  loop: boolean
} {
  const video = document.querySelector(selector)
  if (!(video instanceof HTMLVideoElement))
    return { found: false, playing: false, time: 0, duration: 0, error: null, loop: false }
  return {
    found: true,
    playing: !video.paused && video.readyState >= 2,
    time: video.currentTime,
    duration: video.duration,
    error: video.error ? `${video.error.code} ${video.error.message}` : null,
    loop: video.loop,
  }
}

/**
 * Moves a playing video close to its end, so its loop point comes within a second; -1 when it cannot seek there
 * (its server answered no byte range: the browser then has no seekable part beyond what it holds).
 */
export function seekNearEnd(selector: string): number {
  const video = document.querySelector(selector)
  if (!(video instanceof HTMLVideoElement) || !Number.isFinite(video.duration)) return -1
  const target = Math.max(0, video.duration - 0.5)
  const { seekable } = video
  if (seekable.length === 0 || seekable.end(seekable.length - 1) < target) return -1
  video.currentTime = target
  return video.currentTime
}

/**
 * Brings the element into the window and gives its centre once it has stayed put for three frames (a smooth scroll
 * settled, a part under `content-visibility: auto` laid out) with nothing over it, for a pointer to press there; null if
 * it never did (2 s).
 */
export function bringIntoView(selector: string): Promise<{ x: number; y: number } | null> {
  return new Promise((resolve) => {
    let last = ''
    let still = 0
    let frames = 0
    const step = () => {
      const element = document.querySelector(selector)
      if (!element) return resolve(null)
      const box = element.getBoundingClientRect()
      // A hidden element's box is an empty one at the window's corner: a press there reaches nothing.
      const shown = element.checkVisibility() && box.width > 0 && box.height > 0
      const inside = shown && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
      if (shown && !inside) element.scrollIntoView({ block: 'center', inline: 'nearest' })
      const x = Math.round(box.left + box.width / 2)
      const y = Math.round(box.top + box.height / 2)
      // What a press there reaches: the element, or its label; not something over it (a card gliding across it).
      const hit = inside ? document.elementFromPoint(x, y) : null
      const reached = hit !== null && (element.contains(hit) || hit.closest('label')?.control === element)
      const now = `${box.top},${box.left},${box.width},${box.height}`
      still = reached && now === last ? still + 1 : 0
      last = now
      if (still >= 3) return resolve({ x, y })
      if (++frames > 120) return resolve(null)
      requestAnimationFrame(step)
    }
    step()
  })
}

/** Scrolls the window to `y` (or as far as it goes) and gives where it came to rest, two frames later. */
export function scrollToRest(y: number): Promise<number> {
  return new Promise((resolve) => {
    window.scrollTo(0, y)
    let last = -1
    const step = () => {
      if (scrollY === last) return resolve(scrollY)
      last = scrollY
      requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })
}
