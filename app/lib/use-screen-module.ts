import { type RefObject, useEffect, useRef } from 'react'
import { MODULE_ATTRIBUTE, type ScreenModules, startModule } from './screen-modules'

/**
 * For the control's root element: `<section {...moduleRoot(homeModules, 'reel')}>`. The screen's list is there for
 * the name's type only: the document script finds the module by this name in the same list.
 */
export function moduleRoot<M extends ScreenModules>(
  _modules: M,
  name: keyof M & string,
): { [MODULE_ATTRIBUTE]: string } {
  return { [MODULE_ATTRIBUTE]: name }
}

/**
 * A screen module for a React render of its screen (a client navigation from a React page): attached from mount to
 * unmount, as the screen's document script attaches it on a page without React.
 */
export function useScreenModule<T extends HTMLElement>(modules: ScreenModules, name: string): RefObject<T | null> {
  const ref = useRef<T>(null)
  const entry = modules[name]
  useEffect(() => {
    const root = ref.current
    return root && entry ? startModule(root, entry) : undefined
  }, [entry])
  return ref
}
