/** Building blocks the three legal texts share: numbered sections with a table of contents, and the agency's contacts. */
import type { ReactNode } from 'react'
import { type Office, site } from '~/config/site'

export const COUNTRY: Record<Office['countryCode'], string> = { XK: 'Kosovo', NO: 'Norway' }

/**
 * English "a", "a and b", "a, b, and c", as `Intl.ListFormat('en')` writes them (legal-blocks.test.ts compares). Not
 * `Intl` itself: its first use in a browser loads the locale data, about 80 ms of a phone's main thread while the
 * legal page starts, for a list that never changes.
 */
export function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ')
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`
}

/** "Pristina, Kosovo and Sandnes, Norway" from the site config. */
export const officeList = englishList(site.offices.map((office) => `${office.city}, ${COUNTRY[office.countryCode]}`))

type SectionList = readonly { id: string; title: string }[]

/** The contents list of a legal text: links to its numbered sections. */
export function LegalContents({ sections }: { sections: SectionList }) {
  return (
    <nav aria-label="Contents">
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A numbered section whose heading comes from the same list as the contents, so links and ids never drift. */
export function LegalSection<const T extends SectionList>({
  sections,
  id,
  children,
}: {
  sections: T
  id: T[number]['id']
  children: ReactNode
}) {
  const index = sections.findIndex((section) => section.id === id)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {index + 1}. {sections[index]?.title}
      </h2>
      {children}
    </section>
  )
}

export function Email() {
  return <a href={`mailto:${site.email}`}>{site.email}</a>
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}
