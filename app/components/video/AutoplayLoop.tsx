import { type ComponentProps, useEffect, useRef } from 'react'
import styles from './AutoplayLoop.module.css'
import { attachLoop, LOOP_ATTRIBUTE } from './loop-sources'

type Props = Omit<ComponentProps<'video'>, 'autoPlay' | 'muted' | 'loop' | 'playsInline' | 'children' | 'ref'> & {
  /** The loop's file name under /media (loop-sources.ts). */
  name: string
}

/**
 * A silent loop behind a hero's content (home's, the Creative Lab's): plays by itself, inline on phones (which allow
 * that only for muted video), and covers the section. Its sources come after the page's own files (`attachLoop`,
 * which the document script runs on a page without React). Dim it with a veil over it, never its own opacity (HomeHero.module.css says why). The not-found
 * page keeps its own <video>: it is in the shell's code, where this would weigh on every page.
 */
export function AutoplayLoop({ name, className, ...video }: Props) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => (ref.current ? attachLoop(ref.current) : undefined), [])
  return (
    <video
      ref={ref}
      autoPlay
      muted
      loop
      playsInline
      className={className ? `${styles.loop} ${className}` : styles.loop}
      {...{ [LOOP_ATTRIBUTE]: name }}
      {...video}
    />
  )
}
