import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { careersPage } from '~/content/careers/careers.schema.server'
import { CAREERS_PAGE_LIMITS } from '~/content/content-model'

const parse = (data: unknown) => v.parse(careersPage, { data }).data

describe("the careers page's words at the content boundary", () => {
  it('reads what the editors wrote, and the SEO fields', () => {
    expect(
      parse({ lead: 'Join us.', tags: [{ id: 1, label: 'Two studios' }], rolesTitle: 'OPEN ROLES', metaTitle: 'Jobs' }),
    ).toEqual({
      lead: 'Join us.',
      tags: ['Two studios'],
      dreamsTitle: null,
      dreamsText: null,
      rolesTitle: 'OPEN ROLES',
      seo: { title: 'Jobs', description: null, image: null },
    })
  })

  it('reads nothing published, empty or over-long fields and broken tags as absent', () => {
    expect(parse(null)).toBeNull()
    const page = parse({
      lead: 'x'.repeat(CAREERS_PAGE_LIMITS.lead + 1),
      dreamsTitle: '  ',
      tags: [
        { label: '' },
        { label: 'x'.repeat(CAREERS_PAGE_LIMITS.tag + 1) },
        'loose',
        ...Array(12).fill({ label: 'Ok' }),
      ],
    })
    expect(page?.lead).toBeNull()
    expect(page?.dreamsTitle).toBeNull()
    expect(page?.tags).toEqual(Array(CAREERS_PAGE_LIMITS.tags).fill('Ok'))
  })
})
