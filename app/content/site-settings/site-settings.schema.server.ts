import { isPlaceholder } from '@origin/shared/launch-placeholders'
import * as v from 'valibot'
import { SITE_SETTINGS_LIMITS, SOCIAL_NETWORKS, type SocialNetwork } from '~/content/content-model'
import { bounded, required, text, tolerantList } from '~/content/fields.server'

/*
 * The agency's details every page shows, as the site reads them (decision 036; cms/src/api/site-setting). The seed's
 * made-up e-mail address, profiles and folder read as not set: no visitor is sent to them (decision 080).
 */

const SETTINGS = SITE_SETTINGS_LIMITS

/** A link out of the site: https only, as the CMS requires; anything else reads as absent. */
const httpsUrl = v.fallback(
  v.pipe(
    text,
    v.check((value) => value === null || (value.length <= SETTINGS.url && /^https:\/\/\S+$/.test(value))),
  ),
  null,
)

/** The same, and absent while it is the seed's placeholder (a profile or a folder nobody has set yet). */
const agencyUrl = v.pipe(
  httpsUrl,
  v.transform((value) => (isPlaceholder(value) ? null : value)),
)

const email = v.fallback(
  v.pipe(
    text,
    v.check((value) => value === null || (value.length <= SETTINGS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))),
    v.transform((value) => (isPlaceholder(value) ? null : value)),
  ),
  null,
)

export type Office = { name: string; street: string | null; city: string; postcode: string; mapUrl: string | null }
export type SocialLink = { network: SocialNetwork; url: string }

const office = v.object({
  name: v.pipe(required, v.maxLength(SETTINGS.officeName)),
  street: bounded(SETTINGS.street),
  city: v.pipe(required, v.maxLength(SETTINGS.city)),
  postcode: v.pipe(required, v.maxLength(SETTINGS.postcode)),
  mapUrl: httpsUrl,
})

const socialLink = v.object({ network: v.picklist(SOCIAL_NETWORKS), url: agencyUrl })

/** The agency's details every page shows (header, footer, contact page, legal texts); absent fields read as null. */
export type SiteSettings = {
  tagline: string | null
  footerMarquee: string | null
  footerEmailLabel: string | null
  email: string | null
  offices: Office[]
  social: SocialLink[]
  /** The Creative Lab's folder of free resources: where a resource without a file of its own is got. */
  resourcesFolderUrl: string | null
}

/** The single type's answer: `data` is null when nobody has published it (the CMS answers 404, read as absent). */
export const siteSettings = v.object({
  data: v.fallback(
    v.nullable(
      v.pipe(
        v.object({
          tagline: bounded(SETTINGS.tagline),
          footerMarquee: bounded(SETTINGS.footerMarquee),
          footerEmailLabel: bounded(SETTINGS.footerEmailLabel),
          email,
          offices: tolerantList(office, (item): Office[] => [
            {
              name: item.name,
              street: item.street ?? null,
              city: item.city,
              postcode: item.postcode,
              mapUrl: item.mapUrl ?? null,
            },
          ]),
          social: tolerantList(socialLink, ({ network, url }): SocialLink[] => (url ? [{ network, url }] : [])),
          resourcesFolderUrl: agencyUrl,
        }),
        v.transform(
          (raw): SiteSettings => ({
            tagline: raw.tagline ?? null,
            footerMarquee: raw.footerMarquee ?? null,
            footerEmailLabel: raw.footerEmailLabel ?? null,
            email: raw.email ?? null,
            offices: (raw.offices ?? []).slice(0, SETTINGS.offices),
            social: (raw.social ?? []).slice(0, SETTINGS.social),
            resourcesFolderUrl: raw.resourcesFolderUrl ?? null,
          }),
        ),
      ),
    ),
    null,
  ),
})
