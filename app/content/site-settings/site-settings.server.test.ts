import { PLACEHOLDER_EMAIL, PLACEHOLDER_RESOURCES_FOLDER, PLACEHOLDER_SOCIAL } from '@origin/shared/launch-placeholders'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SITE_SETTINGS_LIMITS } from '~/content/content-model'
import { siteSettings } from '~/content/site-settings/site-settings.schema.server'

const parse = (data: unknown) => v.parse(siteSettings, { data }).data

const office = { name: 'Norway', city: 'Sandnes', postcode: '4307', mapUrl: 'https://maps.example/sandnes' }

describe('the site settings at the content boundary', () => {
  it('reads a complete answer as it is, without the ids the CMS gives its components', () => {
    const complete = {
      tagline: 'WE CREATE',
      footerMarquee: 'CONTACT US',
      footerEmailLabel: 'Write to us',
      email: 'hello@agency.example',
      offices: [{ ...office, street: 'Storgata 1' }],
      social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/x' }],
      resourcesFolderUrl: 'https://drive.example/studio-resources',
    }
    const withId = (id: number) => (entry: object) => ({ ...entry, id })
    expect(
      parse({ ...complete, offices: complete.offices.map(withId(3)), social: complete.social.map(withId(9)) }),
    ).toEqual(complete)
  })

  it('reads nothing published (the CMS answers 404: data null) and a mangled answer as absent', () => {
    expect(parse(null)).toBeNull()
    expect(parse('settings')).toBeNull()
  })

  it('reads each missing, empty, too long or unsafe field as absent, and keeps the rest', () => {
    const settings = parse({
      tagline: '   ',
      footerMarquee: 'x'.repeat(SITE_SETTINGS_LIMITS.footerMarquee + 1),
      email: 'not an address',
      offices: [
        { ...office, mapUrl: 'javascript:alert(1)' },
        { name: 'No city', postcode: '1' },
        { ...office, name: 'x'.repeat(SITE_SETTINGS_LIMITS.officeName + 1) },
      ],
      social: [
        { network: 'myspace', url: 'https://myspace.com/x' },
        { network: 'x', url: 'http://x.com/plain-http' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@x' },
      ],
    })
    expect(settings).toEqual({
      tagline: null,
      footerMarquee: null,
      footerEmailLabel: null,
      email: null,
      offices: [{ ...office, street: null, mapUrl: null }],
      social: [{ network: 'tiktok', url: 'https://www.tiktok.com/@x' }],
      resourcesFolderUrl: null,
    })
  })

  it("reads the seed's placeholders as not set: no visitor is sent to a made-up address, profile or folder", () => {
    const settings = parse({
      email: PLACEHOLDER_EMAIL,
      offices: [office],
      social: [...PLACEHOLDER_SOCIAL, { network: 'linkedin', url: 'https://www.linkedin.com/company/the-real-one' }],
      resourcesFolderUrl: PLACEHOLDER_RESOURCES_FOLDER,
    })
    expect(settings).toMatchObject({
      email: null,
      offices: [{ ...office, street: null }],
      social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/the-real-one' }],
      resourcesFolderUrl: null,
    })
    // Another address at the same made-up domain is the agency's own choice.
    expect(parse({ email: `studio-${PLACEHOLDER_EMAIL}` })?.email).toBe(`studio-${PLACEHOLDER_EMAIL}`)
  })

  it('keeps no more offices and links than the CMS allows', () => {
    const settings = parse({
      offices: Array.from({ length: 9 }, () => office),
      social: Array.from({ length: 20 }, () => ({ network: 'x', url: 'https://x.com/a' })),
    })
    expect(settings?.offices).toHaveLength(SITE_SETTINGS_LIMITS.offices)
    expect(settings?.social).toHaveLength(SITE_SETTINGS_LIMITS.social)
  })
})
