import * as v from 'valibot'

const LEGAL_SCREENS = ['terms', 'privacy', 'cookies'] as const
export type LegalScreen = (typeof LEGAL_SCREENS)[number]
export const legalScreenInput = v.picklist(LEGAL_SCREENS)

/** A legal text as the server rendered it, and the ISO date of its current version ("Last updated"). */
export type LegalDocument = { html: string; updated: string }
