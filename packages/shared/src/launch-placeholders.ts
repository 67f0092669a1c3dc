/**
 * The seed's stand-ins for what only the agency can say (product.md gives no value for them): its e-mail address, its
 * social profiles and its design resources' folder, each a site setting an editor replaces in the admin. The seed
 * writes them (cms/src/seed/site-settings.ts); `npm run check:launch` lists each one still in place; the site shows
 * none of them as if it were real: a placeholder reads as an unset field (decision 080). One source for all three,
 * and plain data, so the check script (Node, types stripped) imports it as it is.
 */

export const PLACEHOLDER_EMAIL = 'hello@origin.example'

export const PLACEHOLDER_RESOURCES_FOLDER = 'https://drive.google.com/drive/folders/origin-free-resources'

/** One made-up profile per network of product.md's footer, in its order. */
export const PLACEHOLDER_SOCIAL = [
  { network: 'instagram', url: 'https://www.instagram.com/origin.agency' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/origin-agency' },
  { network: 'behance', url: 'https://www.behance.net/origin-agency' },
  { network: 'x', url: 'https://x.com/origin_agency' },
  { network: 'facebook', url: 'https://www.facebook.com/origin.agency' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@origin.agency' },
] as const

/**
 * The offices' map links as seeded: a search for the town and postcode product.md gives, true as far as it goes (the
 * site shows them), but not the office itself; the check asks for the office's own link beside its street address.
 */
export const PLACEHOLDER_MAP_URLS = [
  'https://www.google.com/maps/search/?api=1&query=Pristina+10000+Kosovo',
  'https://www.google.com/maps/search/?api=1&query=Sandnes+4307+Norway',
] as const

const shownAsUnset = new Set<string>([
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_RESOURCES_FOLDER,
  ...PLACEHOLDER_SOCIAL.map((link) => link.url),
])

/** Whether `value` is one of the seed's made-up e-mail address and links, which the site treats as not set. */
export function isPlaceholder(value: string | null | undefined): boolean {
  return typeof value === 'string' && shownAsUnset.has(value.trim())
}
