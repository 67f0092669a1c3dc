/**
 * What a brand logo's file must be: the site offers it as the `logo.svg` download (product.md §9) and serves nothing
 * else (app/routes/downloads.logo.$id.ts), so the CMS refuses any other file for it (src/brand-logos.ts).
 */
export const LOGO_MIME = 'image/svg+xml'

export type LogoFile = { name?: string | null; mime?: string | null; ext?: string | null }

/** Why a file cannot be a brand logo, in the editor's words; `null` when it can. */
export function logoFileProblem(file: LogoFile): string | null {
  if (file.mime === LOGO_MIME && file.ext?.toLowerCase() === '.svg') return null
  return `A brand logo must be an SVG file: visitors download it as logo.svg. “${file.name ?? 'This file'}” is ${file.mime ?? 'not an SVG'}.`
}
