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
