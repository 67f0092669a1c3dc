/**
 * The two encodings every loop on the site is made in (scripts/media/make-videos.sh), for `/media/<name>.mp4|webm`.
 * H.264 first: every engine plays it (an iPhone in hardware), while WebKit's WebM (GStreamer's, on Linux) stalls at
 * the loop point of a looping WebM whatever the server answers (decision 093); the WebM stays for a browser without
 * H.264.
 */
function loopSources(name: string): HTMLSourceElement[] {
  return [
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
  ].map(([extension, type]) => {
    const source = document.createElement('source')
    source.src = `/media/${name}.${extension}`
    source.type = type ?? ''
    return source
  })
}

/** On a `<video>`: the loop whose sources it takes (`/media/<name>.…`), given to it by its own code. */
export const LOOP_ATTRIBUTE = 'data-loop'

/** Gives a video its loop's sources, once (a source inserted into a video without one starts its loading). */
export function attachLoopSources(video: HTMLVideoElement): void {
  const name = video.getAttribute(LOOP_ATTRIBUTE)
  if (!name || video.querySelector('source')) return
  video.append(...loopSources(name))
}

/**
 * A hero's background loop: its sources once the page has loaded, so on a slow link
 * the page's own files come before its decoration, and never for a visitor who asks for reduced motion (the loop
 * would only move; the poster or the hero's colour stays). A `<video autoplay>` given its sources plays by itself.
 */
export function attachLoop(video: HTMLVideoElement): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    return () => {}
  }
  const attach = () => attachLoopSources(video)
  if (document.readyState === 'complete') {
    attach()
    return () => {}
  }
  window.addEventListener('load', attach, { once: true })
  return () => window.removeEventListener('load', attach)
}
