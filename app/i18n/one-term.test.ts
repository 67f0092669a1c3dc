import { describe, expect, it } from 'vitest'
import { home } from '../../cms/src/seed/home-content'
import { projects } from '../../cms/src/seed/projects'
import en from './en'
import enBlog from './en/blog'
import enHome from './en/home'
import no from './no'
import noBlog from './no/blog'
import noHome from './no/home'

/** Decision 054: one term per thing in each language, wherever the interface or the seeded content says it. */

describe('one term per thing', () => {
  it('calls the link to an article the same everywhere', () => {
    const en_ = [en.footer.readArticle, enHome.readArticle, enBlog.readArticle, enBlog.readMoreLink]
    const no_ = [no.footer.readArticle, noHome.readArticle, noBlog.readArticle, noBlog.readMoreLink]
    expect(new Set(en_)).toEqual(new Set(['Read Article']))
    expect(new Set(no_)).toEqual(new Set(['Les Artikkelen']))
  })

  it('calls the work one name: the footer link, the list page and its heading', () => {
    for (const [dictionary, term] of [
      [en, 'Projects'],
      [no, 'Prosjekter'],
    ] as const) {
      expect(dictionary.footer.columnTwo.projects).toBe(term)
      expect(dictionary.screens.projects.title).toBe(term)
      expect(dictionary.screens.projects.heading).toBe(term)
    }
    expect(home.en.showcaseTitle).toMatch(/projects$/)
    expect(home['nb-NO'].showcaseTitle).toMatch(/prosjekter$/)
  })

  it('writes the journal heading in the same case in both languages', () => {
    expect(en.screens.blogs.heading).toBe(en.footer.columnTwo.blogs.toUpperCase())
    expect(no.screens.blogs.heading).toBe(no.footer.columnTwo.blogs.toUpperCase())
  })

  it('gives a project on home the status its own page shows', () => {
    for (const locale of ['en', 'nb-NO'] as const) {
      for (const card of home[locale].showcase) {
        const project = projects.find((entry) => entry.slug.en === card.project)
        expect(project, card.project).toBeDefined()
        expect(card.status, `${locale} ${card.project}`).toBe(project?.status[locale].at(-1))
      }
    }
  })
})
