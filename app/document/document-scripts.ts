import type { Screen } from '~/i18n/routes'

/**
 * The scripts of pages without React (decision 132): one for most, and one for each screen with modules of its own,
 * so that a screen's list of modules weighs nothing on another's page. Each is `app/document/<name>.client.ts`, built
 * on its own (build/client-assets.plugin.ts, which reads this list).
 *
 * @public
 */
export const DOCUMENT_SCRIPTS = ['page', 'home', 'about', 'lab'] as const

export type DocumentScript = (typeof DOCUMENT_SCRIPTS)[number]

const SCREEN_SCRIPTS: Partial<Record<Screen, DocumentScript>> = { home: 'home', about: 'about', creativeLab: 'lab' }

/** The script of a page without React showing `screen` (not-found pages have none: the plain one). */
export function documentScriptOf(screen: Screen | undefined): DocumentScript {
  return (screen && SCREEN_SCRIPTS[screen]) ?? 'page'
}
