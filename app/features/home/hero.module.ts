import { HERO_REPLAY_MS } from './home-data'

/** On the hero's logo: its entrance animation, played again at each of HERO_REPLAY_MS. */
export const HERO_LOGO_ATTRIBUTE = 'data-hero-logo'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * Home's hero (a screen module, decision 132): the logo's entrance played again 1175 ms and 1875 ms after it first
 * began (product.md: "after load"; the CSS animation starts with the first paint, this module later), and the scroll
 * progress through the hero (0 → 1) as `--hero-progress`, which shrinks and lifts the logo in CSS. Nothing under
 * reduced motion, where the logo stands still.
 */
export function attachHero(hero: HTMLElement): () => void {
  if (window.matchMedia(REDUCED_MOTION).matches) return () => {}
  const logo = hero.querySelector<HTMLElement>(`[${HERO_LOGO_ATTRIBUTE}]`)
  const animations = logo?.getAnimations() ?? []
  const began = animations.map((animation) => animation.startTime).find((time) => typeof time === 'number')
  const start = typeof began === 'number' ? began : performance.now()
  let replays = 0
  const replay = () => {
    for (const animation of animations) {
      animation.cancel()
      animation.play()
    }
    replays += 1
    logo?.setAttribute(HERO_LOGO_ATTRIBUTE, String(replays))
  }
  const timers = HERO_REPLAY_MS.map((ms) => setTimeout(replay, Math.max(0, start + ms - performance.now())))

  let frame = 0
  const update = () => {
    frame = 0
    const progress = Math.min(1, Math.max(0, window.scrollY / Math.max(1, hero.offsetHeight)))
    hero.style.setProperty('--hero-progress', progress.toFixed(3))
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  update()
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    for (const timer of timers) clearTimeout(timer)
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
  }
}
