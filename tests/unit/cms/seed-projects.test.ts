import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../cms/src/seed/content'
import { projects } from '../../../cms/src/seed/projects'

/**
 * The seed's case studies (cms/src/seed/projects.ts) read as nine different stories, in both languages: none shares a
 * paragraph, a figure or a list of deliverables with another, and each fits the page's grids (figures in a row of
 * up to three, deliverables in rows of four or two) without leaving one alone on a row.
 */
describe('the seed’s case studies', () => {
  for (const lang of LOCALES) {
    it(`tells each project’s own story in ${lang}`, () => {
      const paragraphs = new Map<string, string>()
      const figures = new Map<string, string>()
      const lists = new Map<string, string>()
      for (const project of projects) {
        const story = project.story[lang]
        const slug = project.slug[lang]
        expect(story.brief.text.length, `${slug}: the brief, then how we went about it`).toBeGreaterThanOrEqual(2)
        expect(story.figures.length, `${slug}: figures`).toBeGreaterThanOrEqual(2)
        expect(story.figures.length, `${slug}: figures`).toBeLessThanOrEqual(3)
        expect([4, 6, 8], `${slug}: deliverables`).toContain(story.delivered.items.length)
        for (const text of [...story.brief.text, ...story.launch.text, ...story.result.text]) {
          expect(paragraphs.get(text), `${slug} repeats a paragraph of ${paragraphs.get(text)}`).toBeUndefined()
          paragraphs.set(text, slug)
        }
        for (const figure of story.figures) {
          const key = `${figure.title}: ${figure.number}`
          expect(figures.get(key), `${slug} repeats ${key}`).toBeUndefined()
          figures.set(key, slug)
          expect(figure.text.length, `${slug}: ${key} says against what`).toBeGreaterThan(10)
        }
        const list = story.delivered.items.join(', ')
        expect(lists.get(list), `${slug} repeats the deliverables of ${lists.get(list)}`).toBeUndefined()
        lists.set(list, slug)
        for (const text of [...story.brief.text, ...story.launch.text, ...story.result.text])
          expect(text.split('**').length % 2, `${slug}: a bold phrase is closed`).toBe(1)
      }
    })
  }

  it('has a client’s word on every project, said in each language by the same person', () => {
    for (const project of projects) {
      const [en, no] = [project.story.en.result.quote, project.story['nb-NO'].result.quote]
      expect(en, project.slug.en).toBeDefined()
      expect(no?.by.split(',')[0], project.slug.en).toBe(en?.by.split(',')[0])
    }
  })

  it('names each project in Norwegian as its Norwegian story does, with no English word its story never uses', () => {
    for (const project of projects) {
      const story = project.story['nb-NO']
      const words = new Set(
        [...story.brief.text, ...story.launch.text, ...story.result.text, story.result.quote?.by ?? '']
          .join(' ')
          .split(/[^\p{L}\p{N}]+/u),
      )
      const english = project.title.en.split(' ')
      const title = project.title['nb-NO']
      // The client as the story names it: "Stavanger Seilforening", never "Stavanger Sailing Club".
      for (const word of title.split(' '))
        if (english.includes(word)) expect(words, `${title}: “${word}” is not in its Norwegian story`).toContain(word)
      expect(words, `${title}: the client's name`).toContain(title.split(' ').find((word) => english.includes(word)))
    }
  })

  it('names each client in its pictures’ descriptions, shared by both languages, as both its stories do', () => {
    for (const project of projects)
      for (const lang of LOCALES)
        expect(
          [
            ...project.story[lang].brief.text,
            ...project.story[lang].result.text,
            project.story[lang].result.quote?.by,
          ].join(' '),
          `${project.slug.en} in ${lang}`,
        ).toContain(project.client)
  })
})
