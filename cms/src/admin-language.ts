/**
 * Every admin user has an interface language. Strapi leaves `preferedLanguage` empty for a user it creates, and then
 * the profile page's language list reads "SelectChoose here" and the admin follows the browser's language, so an
 * editor's admin can change language from one computer to the next (issue 62, item 5). A new user takes the language
 * of whoever invited them, else English (the admin's default); users stored before this get English at the start.
 */
import type { Core } from '@strapi/strapi'

/** The languages the admin is built with (config: src/admin/app.tsx `locales`, plus Strapi's own `en`). */
const ADMIN_LANGUAGES = new Set(['en', 'no'])
const DEFAULT_LANGUAGE = 'en'

/** A language the admin has, from what a user record holds; `undefined` for anything else. */
function adminLanguage(value: unknown): string | undefined {
  return typeof value === 'string' && ADMIN_LANGUAGES.has(value) ? value : undefined
}

/** The signed-in admin user of the request being served (the inviter), if any. */
function requestingUser(strapi: Core.Strapi): unknown {
  const state: unknown = strapi.requestContext.get()?.state
  return typeof state === 'object' && state !== null ? Reflect.get(state, 'user') : undefined
}

export function registerAdminLanguage(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data: unknown = event.params.data
      if (typeof data !== 'object' || data === null) return
      if (adminLanguage(Reflect.get(data, 'preferedLanguage'))) return
      const inviter = requestingUser(strapi)
      const inherited =
        typeof inviter === 'object' && inviter !== null
          ? adminLanguage(Reflect.get(inviter, 'preferedLanguage'))
          : undefined
      Reflect.set(data, 'preferedLanguage', inherited ?? DEFAULT_LANGUAGE)
    },
  })
}

/** Users stored without a language (before this rule, or made by a script) get the default, once, at the start. */
export async function ensureAdminLanguages(strapi: Core.Strapi): Promise<void> {
  const { count } = await strapi.db
    .query('admin::user')
    .updateMany({ where: { preferedLanguage: { $null: true } }, data: { preferedLanguage: DEFAULT_LANGUAGE } })
  if (count > 0) strapi.log.info(`Gave ${count} admin user(s) without an interface language English`)
}
