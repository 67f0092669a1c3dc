import { cmsAdmin, documentIdOf, expect } from './fixtures'

/*
 * An editor's change as the admin panel makes it (Strapi's content-manager API), and the bar for it: published
 * content is live within 5 s.
 */

/** The content-manager path of the collection entry of `uid` with this slug in this locale. */
export async function entryPath(uid: string, slug: string, locale: string): Promise<string> {
  return `/collection-types/${uid}/${await documentIdOf(uid, slug, locale)}`
}

const localeQuery = (locale?: string) => (locale === undefined ? '' : `?locale=${locale}`)

/** Publishes the entry at `path` (in `locale`, for a localized type); resolves with the moment it was published. */
export async function publish(path: string, locale?: string): Promise<number> {
  await cmsAdmin('POST', `${path}/actions/publish${localeQuery(locale)}`, {})
  return Date.now()
}

/** Saves `fields` on the entry at `path`, then publishes it; resolves with the moment it was published. */
export async function saveAndPublish(path: string, fields: object, locale?: string): Promise<number> {
  await cmsAdmin('PUT', `${path}${localeQuery(locale)}`, fields)
  return publish(path, locale)
}

/** Polls `read` until it shows the published change, failing once 5 s have passed since `published`. */
export function expectLiveWithin5s<T>(published: number, read: () => Promise<T>) {
  return expect.poll(read, { timeout: 5000 - (Date.now() - published), intervals: [100] })
}
