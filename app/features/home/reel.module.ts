import { CURSOR_LABEL_ATTRIBUTE } from '~/components/cursor/cursor-attributes'
import { attachLoopSources } from '~/components/video/loop-sources'

/** product.md: the reel's sources load when 10 % of it is visible, with a 30 px margin. */
const REEL_OBSERVER = { threshold: 0.1, rootMargin: '30px' } as const

/** On the reel's button: its name and its cursor's word, playing and paused, in the page's language. */
export const REEL_TEXT = {
  playName: 'data-play-name',
  pauseName: 'data-pause-name',
  playCursor: 'data-play-cursor',
  pauseCursor: 'data-pause-cursor',
} as const

/**
 * The showreel (a screen module, decision 132): its sources once it nears view, and a click (or Enter / Space) that
 * plays and pauses it; its name, its pressed state and its cursor's PLAY / PAUSE follow the video itself, so a refusal
 * (the browser's autoplay rules, a source that fails) shows it paused.
 */
export default function attachReel(section: HTMLElement): () => void {
  const button = section.querySelector('button')
  const video = section.querySelector('video')
  const name = button?.querySelector('[data-reel-name]')
  if (!button || !video || !name) return () => {}
  const text = (attribute: string) => button.getAttribute(attribute) ?? ''
  const show = (playing: boolean) => {
    button.setAttribute('aria-pressed', String(playing))
    button.toggleAttribute('data-playing', playing)
    name.textContent = text(playing ? REEL_TEXT.pauseName : REEL_TEXT.playName)
    button.setAttribute(CURSOR_LABEL_ATTRIBUTE, text(playing ? REEL_TEXT.pauseCursor : REEL_TEXT.playCursor))
  }

  let attached = false
  const attach = () => {
    if (attached) return
    attached = true
    observer.disconnect()
    attachLoopSources(video)
    video.load()
  }
  const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && attach(), REEL_OBSERVER)
  observer.observe(video)

  const detach = new AbortController()
  const options = { signal: detach.signal }
  video.addEventListener('play', () => show(true), options)
  video.addEventListener('pause', () => show(false), options)
  button.addEventListener(
    'click',
    () => {
      // Clicked as it scrolls into view, before its sources came: they come now, and the play follows them.
      attach()
      if (video.paused) void video.play().catch(() => show(false))
      else video.pause()
    },
    options,
  )
  return () => {
    detach.abort()
    observer.disconnect()
  }
}
