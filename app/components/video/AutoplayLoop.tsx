import type { ComponentProps } from 'react'
import { LoopSources } from './LoopSources'

type Props = Omit<ComponentProps<'video'>, 'autoPlay' | 'muted' | 'loop' | 'playsInline' | 'children'> & {
  /** The loop's file name under /media (LoopSources). */
  name: string
  /** Whether its sources are attached yet (see LoopSources). */
  attach: boolean
}

/** A hero's silent background loop: plays by itself, inline on phones (which allow that only for muted video). */
export function AutoplayLoop({ name, attach, ...video }: Props) {
  return (
    <video autoPlay muted loop playsInline {...video}>
      <LoopSources name={name} attach={attach} />
    </video>
  )
}
