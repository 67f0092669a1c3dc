import { brandLogo } from '~/content/creative-lab/creative-lab.schema.server'
import { collection } from '~/content/fields.server'
import { cmsGet, cmsMediaBytes } from '~/content/strapi.server'
import { cmsLocale, LANGS } from '~/i18n/lang'

const MAX_LOGO_BYTES = 1024 * 1024

/** A brand logo's document id as Strapi 5 makes them (letters and digits); anything else is not looked up. */
const LOGO_ID = /^[a-z0-9]{10,40}$/

/**
 * The SVG of one brand logo, for the site to serve as the `logo.svg` download (product.md §9). `null` when there is no
 * such logo or its file is not an SVG; a CMS failure throws `CmsError`.
 */
export async function brandLogoSvg(documentId: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!LOGO_ID.test(documentId)) return null
  // A document keeps its id across languages; a logo may exist in one language only.
  let image = null
  for (const lang of LANGS) {
    const response = await cmsGet(
      'origin3-logos',
      { filters: { documentId: { $eq: documentId } }, populate: { LogoImage: true }, locale: cmsLocale[lang] },
      collection(brandLogo, 'brand logo'),
    )
    image = response.data[0]?.image ?? null
    if (image) break
  }
  if (!image || (image.mime !== null && image.mime !== 'image/svg+xml')) return null
  const { bytes } = await cmsMediaBytes(image.src, MAX_LOGO_BYTES)
  // The file must really be SVG markup, whatever the CMS called it.
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).trimStart()
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return null
  return bytes
}
