import { type RefObject, useEffect } from 'react'
import { loadOnIntent } from './load-on-intent'

/** `loadOnIntent` for the element in `ref`, from mount to unmount. */
export function useLoadOnIntent(ref: RefObject<HTMLElement | null>, load: () => Promise<unknown>, near = false): void {
  useEffect(() => {
    const element = ref.current
    return element ? loadOnIntent(element, load, near) : undefined
  }, [ref, load, near])
}
