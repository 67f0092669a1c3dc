/**
 * Who answers a person's request for their data, in one place for the server (src/policies/may-answer-requests.ts,
 * src/admin-roles.ts) and the admin panel's menu (src/admin/app.tsx): whoever may read and delete both submission
 * types, i.e. the Leads role and a Super Admin (decision 051). Types only from Strapi: the panel's bundle takes it too.
 */
import type { UID } from '@strapi/strapi'

/** What visitors send: the site writes them, people only read and delete them. */
export const SUBMISSION_TYPES = [
  'api::contact-message.contact-message',
  'api::job-application.job-application',
] as const satisfies readonly UID.ContentType[]

/** What a role needs on both submission types to answer a request (the Leads role has exactly these). */
export const PERSONAL_DATA_ACTIONS = [
  'plugin::content-manager.explorer.read',
  'plugin::content-manager.explorer.delete',
] as const

/** The admin routes that answer a request (src/personal-data-admin.ts), called by the panel's page. */
export const PERSONAL_DATA_ROUTES = {
  prefix: '/personal-data',
  count: '/personal-data/count',
  export: '/personal-data/export',
  erase: '/personal-data/erase',
} as const

/**
 * An address a request names: one @, no spaces, at most 254 characters; looser than the forms' check on purpose, to
 * find whatever was stored (the operator's commands take the same).
 */
export function isRequestAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value)
}

/** The archive's file name: the day, never the person. */
export const archiveName = (now = new Date()) => `personal-data-${now.toISOString().slice(0, 10)}.tar.gz`
