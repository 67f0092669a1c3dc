import type { ComponentProps } from 'react'

/** A section's own props, but its name, which comes from the title or the label. */
type Props = Omit<ComponentProps<'section'>, 'title' | 'aria-label' | 'aria-labelledby'> & {
  /** The heading's id: the section is named by it when the editor wrote a title. */
  headingId: string
  /** The editor's title; when they left it empty the section shows no heading. */
  title: string | null | undefined
  /** The section's name for screen readers when it has no title, so the region is never nameless. */
  label?: string
  titleClassName?: string
}

/** A page section whose heading is a CMS field: the heading names the section, or `label` does in its absence. */
export function TitledSection({ headingId, title, label, titleClassName, children, ...section }: Props) {
  return (
    <section {...section} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : label}>
      {title ? (
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  )
}
