/**
 * Home's hero where the browser has no scroll-driven animations (a screen module, decision 132): the scroll progress
 * through the hero (0 → 1) as `--hero-progress`, which shrinks and lifts the logo in CSS. Elsewhere the stylesheet
 * does it alone, and its replays are CSS everywhere (HomeHero.module.css).
 */
export default function attachHero(hero: HTMLElement): () => void {
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
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
  }
}
