import { isPlaceholder } from '@origin/shared/launch-placeholders'
import * as v from 'valibot'
import { image, required, text } from '~/content/fields.server'
import type { Image } from '~/content/media'
import type { ResourceDownload } from './creative-lab.types'

/* The Creative Lab's brand logos and design resources as the site reads them (cms/src/api/brand-logo, design-*). */

const categoryName = v.fallback(
  v.pipe(
    v.nullish(v.object({ Category: text })),
    v.transform((value) => value?.Category ?? null),
  ),
  null,
)

export const brandLogo = v.pipe(
  v.object({
    documentId: required,
    LogoTitle: required,
    LogoImage: image,
    onDark: v.fallback(v.nullish(v.boolean()), false),
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    title: raw.LogoTitle,
    image: raw.LogoImage ?? null,
    onDark: raw.onDark ?? false,
  })),
)

export const designResource = v.pipe(
  v.object({
    documentId: required,
    FileName: required,
    Thumbnail: image,
    FileCategory: categoryName,
    File: image,
    PhoneFile: image,
    DriveLink: text,
  }),
  v.transform((raw) => ({
    documentId: raw.documentId,
    name: raw.FileName,
    thumbnail: raw.Thumbnail ?? null,
    category: raw.FileCategory ?? null,
    downloads: resourceDownloads(raw.DriveLink ?? null, raw.File ?? null, raw.PhoneFile ?? null),
  })),
)

/**
 * product.md: resources download through their cloud-drive folder; uploaded files are the fallback. A file with a phone
 * size beside it is the desktop size, so a wallpaper offers both. The seed's made-up folder (a database seeded before
 * the folder became a site setting still has it here) is no folder (decision 080). A resource with nothing of its own
 * is got from the site settings' folder, or is coming soon (FreeResources.tsx).
 */
function resourceDownloads(driveLink: string | null, file: Image | null, phone: Image | null): ResourceDownload[] {
  if (driveLink && !isPlaceholder(driveLink)) return [{ kind: 'drive', href: driveLink, width: null, height: null }]
  const sized = (kind: ResourceDownload['kind'], image: Image): ResourceDownload => ({
    kind,
    href: image.src,
    width: image.width,
    height: image.height,
  })
  return [...(file ? [sized(phone ? 'desktop' : 'file', file)] : []), ...(phone ? [sized('phone', phone)] : [])]
}

export const designCategory = v.pipe(
  v.object({ documentId: required, Category: required }),
  v.transform((raw) => ({ documentId: raw.documentId, name: raw.Category })),
)
