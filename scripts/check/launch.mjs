// Before launch: every value the seed made up where product.md gives none (the e-mail address, the social profiles,
// the design resources' folder, the offices' street addresses and map links) is a site setting the agency replaces in
// the CMS's admin. This lists each one still in place, with where to change it, and exits 1 while any remain; 0 when
// none does (decision 080). The site never shows them as if they were real meanwhile.
//   npm run check:launch                          the CMS at STRAPI_URL (http://127.0.0.1:1337 unless set)
// Reads what visitors get (the published settings) and what editors have saved (the drafts) through the admin API, as
// the admin panel does, signed in as cms/.env's admin (ADMIN_EMAIL and ADMIN_PASSWORD, or the same in the environment).
import { isPlaceholder, PLACEHOLDER_MAP_URLS, PLACEHOLDER_RESOURCES_FOLDER } from '@origin/shared/launch-placeholders'
import { adminSession } from '../../tests/cms-env.mjs'

const cms = (process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '')
const SETTINGS = 'api::site-setting.site-setting'
const RESOURCES = 'api::creative-file.creative-file'
const LANGUAGES = { en: 'English', 'nb-NO': 'Norwegian' }

let token
try {
  token = await adminSession(cms)
} catch (error) {
  console.error(`Cannot sign in to the CMS at ${cms} (${error.message}): is it running, and is STRAPI_URL right?`)
  process.exit(2)
}

/** The admin API's answer for `path`, or null where there is nothing (a type never published answers 404). */
async function admin(path) {
  const response = await fetch(`${cms}/content-manager${path}`, { headers: { Authorization: `Bearer ${token}` } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`The CMS's admin API answered ${response.status} for ${path.split('?')[0]}`)
  return response.json()
}

const settingsIn = async (locale, status) =>
  (await admin(`/single-types/${SETTINGS}?locale=${locale}&status=${status}`))?.data ?? null
const adminLink = (type, locale, documentId) =>
  `${cms}/admin/content-manager/${documentId ? 'collection' : 'single'}-types/${type}${documentId ? `/${documentId}` : ''}?plugins[i18n][locale]=${locale}`

/** Each value still to replace: what it is, what it holds, where to change it, and the admin page that has it. */
const found = []
function report({ what, value, where, link, live, fixedInDraft }) {
  // `live`: the published version (what visitors get) still has it. A draft that is right already only needs publishing.
  if (!live) return
  const note = fixedInDraft ? ' (changed in the draft, not yet published: publish it)' : ''
  found.push({ what, value: `${value}${note}`, where, link })
}
const seedValue = (value, seeded) => (!value ? 'not set' : seeded ? `${value}, the seed's placeholder` : value)

const settings = {}
for (const locale of Object.keys(LANGUAGES)) {
  settings[locale] = { published: await settingsIn(locale, 'published'), draft: await settingsIn(locale, 'draft') }
}

for (const [locale, language] of Object.entries(LANGUAGES)) {
  if (!settings[locale].published) {
    found.push({
      what: `The site settings in ${language}`,
      value: 'not published: the header and footer show none of them',
      where: `Content Manager › Site settings › ${language} (${locale}) › Publish`,
      link: adminLink(SETTINGS, locale),
    })
  }
}

// The e-mail address, the profiles and the folder are shared by both languages: one change, published in each.
const shared = settings.en.published ? settings.en : settings['nb-NO']
const unset = (value) => !value || isPlaceholder(value)
const sharedWhere = (field) =>
  `Content Manager › Site settings › ${field} (shared by both languages: save once, publish English and Norwegian)`
if (shared.published) {
  const { published, draft } = shared
  report({
    what: 'E-mail address',
    value: seedValue(published.email, isPlaceholder(published.email)),
    where: sharedWhere('email'),
    link: adminLink(SETTINGS, 'en'),
    live: unset(published.email),
    fixedInDraft: !unset(draft?.email),
  })
  report({
    what: "Design resources' folder (the Creative Lab's free resources)",
    value: seedValue(published.resourcesFolderUrl, published.resourcesFolderUrl === PLACEHOLDER_RESOURCES_FOLDER),
    where: sharedWhere('resourcesFolderUrl'),
    link: adminLink(SETTINGS, 'en'),
    live: unset(published.resourcesFolderUrl),
    fixedInDraft: !unset(draft?.resourcesFolderUrl),
  })
  for (const link of published.social ?? []) {
    // The network as the admin's list names it (its value there), so the editor finds the row.
    report({
      what: `Social link: ${link.network}`,
      value: seedValue(link.url, true),
      where: sharedWhere(`social › ${link.network} › url`),
      link: adminLink(SETTINGS, 'en'),
      live: isPlaceholder(link.url),
      fixedInDraft: !(draft?.social ?? []).some((other) => other.network === link.network && isPlaceholder(other.url)),
    })
  }
}

// Offices are localized (their names are): each language has its own, each checked.
for (const [locale, language] of Object.entries(LANGUAGES)) {
  const { published, draft } = settings[locale]
  for (const office of published?.offices ?? []) {
    const saved = (draft?.offices ?? []).find((other) => other.name === office.name) ?? office
    const missing = (candidate) =>
      [
        candidate.street ? null : 'no street address',
        PLACEHOLDER_MAP_URLS.includes(candidate.mapUrl) || !candidate.mapUrl
          ? "its map link is the seed's search for the town, not the office"
          : null,
      ].filter(Boolean)
    const problems = missing(office)
    report({
      what: `Office: ${office.name}, ${office.postcode} ${office.city} (${language})`,
      value: problems.join('; '),
      where: `Content Manager › Site settings › ${language} (${locale}) › offices › ${office.name} › street and mapUrl`,
      link: adminLink(SETTINGS, locale),
      live: problems.length > 0,
      fixedInDraft: missing(saved).length === 0,
    })
  }
}

// A database seeded before the folder was a site setting has the seed's folder on each UI kit.
for (const [locale, language] of Object.entries(LANGUAGES)) {
  const list = await admin(`/collection-types/${RESOURCES}?page=1&pageSize=100&locale=${locale}`)
  for (const resource of list?.results ?? []) {
    if (!isPlaceholder(resource.DriveLink)) continue
    report({
      what: `Design resource: ${resource.FileName} (${language})`,
      value: `${resource.DriveLink}, the seed's placeholder`,
      where: `Content Manager › Design resource › ${resource.FileName} › DriveLink: empty it (the resource then uses the folder in Site settings) or give the resource's own folder`,
      link: adminLink(RESOURCES, locale, resource.documentId),
      live: true,
      fixedInDraft: false,
    })
  }
}

if (found.length === 0) {
  console.log(`No seed placeholders left in the CMS at ${cms}: every value the seed made up has been replaced.`)
  process.exit(0)
}
console.log(`The CMS at ${cms} still has ${found.length} of the seed's placeholders. Replace each before launch:\n`)
for (const [index, item] of found.entries()) {
  console.log(`${index + 1}. ${item.what}: ${item.value}`)
  console.log(`   Change it in ${item.where}`)
  console.log(`   ${item.link}\n`)
}
console.log('Then run npm run check:launch again; it passes once none is left.')
process.exit(1)
