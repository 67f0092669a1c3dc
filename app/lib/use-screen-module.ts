import { type RefObject, useEffect, useRef } from 'react'
import { aboutModules } from '~/features/about/about-modules'
import { labModules } from '~/features/creative-lab/lab-modules'
import { homeModules } from '~/features/home/home-modules'
import { MODULE_ATTRIBUTE, startModule } from './screen-modules'

/** Every screen's modules, for a React render of any of them and for the names their markup may carry. */
const screenModules = { ...homeModules, ...aboutModules, ...labModules }

export type ScreenModuleName = keyof typeof screenModules

/** For the control's root element: `<section {...moduleRoot('reel')}>` (the document script finds it by this). */
export function moduleRoot(name: ScreenModuleName): { [MODULE_ATTRIBUTE]: ScreenModuleName } {
  return { [MODULE_ATTRIBUTE]: name }
}

/**
 * A screen module for a React render of its screen (a client navigation from a React page): attached from mount to
 * unmount, as the screen's document script attaches it on a page without React.
 */
export function useScreenModule<T extends HTMLElement>(name: ScreenModuleName): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const root = ref.current
    return root ? startModule(root, screenModules[name]) : undefined
  }, [name])
  return ref
}
