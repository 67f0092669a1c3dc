/**
 * Home's approach (a screen module, decision 132): the step crossing a thin band across the middle of the window is
 * the active one (`data-active`, drawn in CSS). On phones and without JavaScript all steps read as one list.
 */
export default function attachApproach(list: HTMLElement): () => void {
  const steps = Array.from(list.children)
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        for (const step of steps) step.toggleAttribute('data-active', step === entry.target)
      }
    },
    { rootMargin: '-45% 0px -45% 0px' },
  )
  for (const step of steps) observer.observe(step)
  return () => observer.disconnect()
}
