import type { ComponentProps } from 'react'
import styles from './AutoplayLoop.module.css'
import { LoopSources } from './LoopSources'

type Props = Omit<ComponentProps<'video'>, 'autoPlay' | 'muted' | 'loop' | 'playsInline' | 'children'> & {
  /** The loop's file name under /media (LoopSources). */
  name: string
  /** Whether its sources are attached yet (see LoopSources). */
  attach: boolean
}

/**
 * A silent loop behind a hero's content (home's, the Creative Lab's): plays by itself, inline on phones (which allow
 * that only for muted video), and covers the section. Dim it with a veil over it, never its own opacity
 * (HomeHero.module.css says why). The not-found page keeps its own <video>: it is in the shell's code, where this
 * would weigh on every page.
 */
export function AutoplayLoop({ name, attach, className, ...video }: Props) {
  return (
    <video
      autoPlay
      muted
      loop
      playsInline
      className={className ? `${styles.loop} ${className}` : styles.loop}
      {...video}
    >
      <LoopSources name={name} attach={attach} />
    </video>
  )
}
