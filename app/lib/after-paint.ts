/**
 * Runs `task` in a task of its own once the browser has painted the current frame: a frame's animation callbacks run
 * just before its paint, and a timer set in one runs after it. No frame comes while the page is hidden. What an
 * input changed shows first, and the slower work that follows it no longer holds that paint back (the time
 * from a tap to its next paint is what INP counts). Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  if (document.visibilityState === 'hidden') timer = setTimeout(task, 0)
  else frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
