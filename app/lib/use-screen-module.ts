import { type RefObject, useEffect, useRef } from 'react'
import { type ScreenModuleName, startModule } from './screen-modules'

/**
 * A screen module for a React render of its screen (a client navigation from a React page): attached from mount to
 * unmount, as the document script attaches it on a page without React.
 */
export function useScreenModule<T extends HTMLElement>(name: ScreenModuleName): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const root = ref.current
    return root ? startModule(root, name) : undefined
  }, [name])
  return ref
}
