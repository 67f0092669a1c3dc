#!/usr/bin/env node
// The screenshots of docs/editors.md's "Your first hour": walks the guide's steps in the admin and on the site, as an
// editor would (sign in, change home's headline, preview, publish, add a project in both languages, publish and
// unpublish it, read a contact message, then copy and erase its sender's data), and saves each screen as WebP in
// docs/editors/.
//
// It changes content: run it against a throwaway seeded CMS and a production site pointed at it, never at `npm run up`'s
// (docs/testing.md, "The editors' guide's screenshots"):
//   STRAPI_URL=http://127.0.0.1:1354 SITE_URL=http://127.0.0.1:3276 node scripts/docs/editor-guide-shots.mjs
// It walks as the guide's reader: a user of the Editor role (and Leads, for the messages), whom cms/.env's Super Admin
// invites first as the guide tells the agency to (Settings → Users), never the Super Admin itself.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunchOptions } from '../../tests/chromium.mjs'
import { adminSession } from '../../tests/cms-env.mjs'

const cms = process.env.STRAPI_URL?.replace(/\/+$/, '')
const site = process.env.SITE_URL?.replace(/\/+$/, '')
if (!cms || !site || /:1337$/.test(cms)) {
  console.error('Set STRAPI_URL and SITE_URL to a throwaway CMS and its site (not the development CMS on 1337)')
  process.exit(2)
}
const out = new URL('../../docs/editors/', import.meta.url).pathname
mkdirSync(out, { recursive: true })

const HEADLINE = 'WE MAKE BRANDS PEOPLE REMEMBER'
const PROJECT = 'Fjord Bakeri'
const SLUG = 'fjord-bakeri'

/** Two pictures as an editor would have them on disk: a card and a wide top picture. */
async function pictures(dir) {
  const draw = (file, [bg, fg], width, height) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${bg}"/><circle cx="${width * 0.7}" cy="${height * 0.45}" r="${height * 0.3}" fill="${fg}"/><text x="${width * 0.08}" y="${height * 0.8}" font-family="sans-serif" font-weight="700" font-size="${height * 0.12}" fill="#fff">${PROJECT}</text></svg>`,
      ),
    )
      .jpeg({ quality: 85 })
      .toFile(join(dir, file))
  await draw('fjord-bakeri-card.jpg', ['#1f3a5f', '#f2b134'], 1600, 1200)
  await draw('fjord-bakeri-top.jpg', ['#f2b134', '#1f3a5f'], 2400, 1350)
  return [join(dir, 'fjord-bakeri-card.jpg'), join(dir, 'fjord-bakeri-top.jpg')]
}

/**
 * Waits for the fades and slides under way in `element`'s document (a list, a dialog, a picture fading in) to end:
 * the CSS animations and transitions the browser reports, not a guess at their length. Endless ones are left out.
 */
function settled(element) {
  return element.evaluate((node) =>
    Promise.all(
      node.ownerDocument
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}

let count = 0
/** The window as it is now, as a small WebP (the guide's pictures stay well under a megabyte together). */
async function shot(page, name) {
  count += 1
  const file = join(out, `${String(count).padStart(2, '0')}-${name}.webp`)
  await sharp(await page.screenshot())
    .webp({ quality: 70, effort: 6 })
    .toFile(file)
  console.log(`  ${file}`)
}

/** The entry panel (Publish, Save) is drawn once the document has loaded. */
const publishButton = (page) => page.getByRole('button', { name: 'Publish', exact: true })
const entryMenu = (page) => publishButton(page).locator('xpath=following::button[1]')

/** Picks a language in the entry's language picker. */
async function pickLocale(page, from, to) {
  await page.getByRole('combobox').filter({ hasText: from }).first().click()
  await page.getByRole('option', { name: to }).click()
}

/** Publishes or unpublishes every language of the open entry through the entry panel's ⋯ menu. */
async function allLocales(page, action) {
  await entryMenu(page).click()
  await page.getByRole('menuitem', { name: `${action} multiple locales`, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('checkbox', { name: 'Select all entries' }).click()
  // Both rows ticked, not only listed: the picture shows what the button will do.
  await dialog.getByRole('checkbox', { name: 'Select all entries', checked: true }).waitFor()
  await dialog.getByRole('button', { name: action, exact: true, disabled: false }).waitFor()
  return dialog
}

const EDITOR = { firstname: 'Ingrid', lastname: 'Berg', email: 'ingrid@example.org' }

/**
 * The guide's editor, invited by the Super Admin as Settings → Users does (a user with roles, then the invitation's
 * registration): Editor for the content, Leads for messages and data requests. Its e-mail and a new password.
 */
async function inviteEditor() {
  const superAdmin = { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminSession(cms)}` }
  const roles = (await (await fetch(`${cms}/admin/roles`, { headers: superAdmin })).json()).data
  const ids = ['strapi-editor', 'origin-leads'].map((code) => roles.find((role) => role.code === code)?.id)
  if (ids.includes(undefined)) throw new Error('the CMS has no Editor or no Leads role')
  const invited = await fetch(`${cms}/admin/users`, {
    method: 'POST',
    headers: superAdmin,
    body: JSON.stringify({ ...EDITOR, roles: ids }),
  })
  const { data } = await invited.json()
  if (!invited.ok) throw new Error(`inviting ${EDITOR.email} failed with ${invited.status}: run on a fresh CMS`)
  // Strapi asks for a digit, a lower- and an upper-case letter, which a random text may lack.
  const password = `Guide-${randomBytes(12).toString('base64url')}1a`
  const registered = await fetch(`${cms}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: data.registrationToken,
      userInfo: { firstname: EDITOR.firstname, lastname: EDITOR.lastname, password },
    }),
  })
  if (!registered.ok) throw new Error(`registering ${EDITOR.email} failed with ${registered.status}`)
  return { email: EDITOR.email, password }
}

const editor = await inviteEditor()
const dir = mkdtempSync(join(tmpdir(), 'editor-guide-'))
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    acceptDownloads: true,
  })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  const files = await pictures(dir)

  console.log('Sign in')
  await page.goto(`${cms}/admin`)
  await page.getByLabel('Email').fill(editor.email)
  await page.getByLabel('Password').fill(editor.password)
  await shot(page, 'sign-in')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('heading', { name: /^Hello/ }).waitFor()
  // Strapi's banner about its new media library, once per admin.
  const banner = page.getByText('Introducing the new Media Library')
  if (await banner.isVisible()) await page.getByRole('button', { name: /close/i }).first().click()

  console.log('The admin in Norwegian')
  await page.getByRole('button', { name: new RegExp(`${EDITOR.firstname} ${EDITOR.lastname}`) }).click()
  await page.getByRole('menuitem', { name: 'Profile settings' }).click()
  await page.getByRole('combobox', { name: 'Interface language' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 400)
  await page.getByRole('combobox', { name: 'Interface language' }).click()
  await page.getByRole('option', { name: 'Norwegian' }).waitFor()
  await settled(page.getByRole('option', { name: 'Norwegian' }))
  await shot(page, 'interface-language')
  await page.keyboard.press('Escape')

  console.log("Home's headline")
  await page.getByRole('link', { name: 'Content Manager' }).click()
  const types = page.getByRole('navigation', { name: 'Content Manager' })
  await types.getByRole('link', { name: 'Home', exact: true }).click()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  await page.getByLabel('Headline').fill(HEADLINE)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Saved document').waitFor({ timeout: 60_000 })
  await shot(page, 'home-saved')

  await page.getByRole('link', { name: 'Open preview' }).click()
  const preview = page.frameLocator('iframe').first()
  await preview.getByRole('button', { name: 'Reject All' }).click()
  await preview.getByText(HEADLINE).first().scrollIntoViewIfNeeded()
  await preview.getByText('Preview: you are seeing unpublished changes.').waitFor()
  await shot(page, 'home-preview')
  // Published from the entry: the preview's own Publish button is at times still disabled here.
  await page
    .getByRole('link', { name: /close preview/i })
    .or(page.getByRole('button', { name: /close preview/i }))
    .click()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Published document').waitFor({ timeout: 60_000 })

  const visitor = await context.newPage()
  // The cookie notice was answered in the preview: the same browser, the same site.
  await visitor.goto(site)
  await visitor.getByText(HEADLINE).first().waitFor()
  await shot(visitor, 'home-live')

  console.log('Pictures in the media library')
  await page.goto(`${cms}/admin/plugins/upload`)
  await page.getByRole('button', { name: 'New' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'File upload', exact: true }).click()
  await (await chooser).setFiles(files)
  await page.getByText('2 files uploaded successfully').waitFor()
  await shot(page, 'media-uploaded')

  console.log('A project in English')
  await page.goto(`${cms}/admin/content-manager/collection-types/api::project.project`)
  await page.getByRole('link', { name: 'Create new entry' }).first().click()
  await page.getByLabel('Project name').fill(PROJECT)
  await page.getByRole('button', { name: 'Regenerate' }).click()
  await page.waitForFunction((slug) => document.querySelector('input[name="slug"]')?.value === slug, SLUG)
  await page.getByRole('combobox', { name: 'Categories' }).click()
  await page
    .getByRole('option', { name: /Branding/ })
    .first()
    .click()
  const pick = async (file, alt, screenshot = false) => {
    await page.getByText('Click to add an asset or drag and drop one in this area').first().click()
    const asset = page.getByRole('dialog').locator('article').filter({ hasText: file })
    if (alt) {
      await asset.hover()
      await asset.getByRole('button').first().click()
      await page.getByRole('textbox', { name: 'Alternative text' }).fill(alt)
      if (screenshot) await shot(page, 'alternative-text')
      await page.getByRole('button', { name: 'Finish' }).last().click()
      await page.getByRole('textbox', { name: 'Alternative text' }).waitFor({ state: 'detached' })
    }
    await asset.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  }
  await pick('fjord-bakeri-card', 'Fjord Bakeri’s new paper bag, navy with a golden sun', true)
  await pick('fjord-bakeri-top', 'The bakery’s shop front in Sandnes with its new sign')
  await page.getByLabel('Opening: heading').fill('A bakery that outgrew its logo')
  await page.getByText('Card picture').first().scrollIntoViewIfNeeded()
  await shot(page, 'project-english')
  await page.getByText('Project name').first().scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Saved document').waitFor({ timeout: 60_000 })
  await page.waitForURL((url) => !url.pathname.endsWith('/create'))

  console.log('Its Norwegian version')
  await pickLocale(page, 'English (en)', /Norwegian Bokmål/)
  await page.getByRole('button', { name: 'Fill in from another locale' }).click()
  await page.getByRole('combobox', { name: 'Locale' }).click()
  await page.getByRole('option', { name: /English/ }).click()
  await shot(page, 'fill-in-from-english')
  await page.getByRole('button', { name: 'Yes, fill in' }).click()
  await page.getByLabel('Opening: heading').fill('Et bakeri som vokste fra logoen sin')
  await page.getByText('Project name').first().scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Saved document').waitFor({ timeout: 60_000 })
  await shot(page, 'project-norwegian')
  await page.getByText('Saved document').waitFor({ state: 'hidden', timeout: 60_000 })
  await page.getByRole('link', { name: 'Open preview' }).click()
  const draft = page.frameLocator('iframe').first()
  await draft.getByRole('heading', { name: PROJECT, level: 1 }).waitFor()
  await draft.getByText('Forhåndsvisning: du ser en oppføring som ikke er publisert ennå.').waitFor()
  const top = draft.locator('main img').first()
  // Loaded is not yet painted: decoded, and past the reveal the page plays once it is (its own animations).
  await top.evaluate((img) => img.decode())
  await settled(top)
  // The picture fades in once loaded and marked so: shot once it and every box around it are fully opaque.
  await top.evaluate(
    (img) =>
      new Promise((done) => {
        const opaque = () => {
          for (let node = img; node instanceof Element; node = node.parentElement)
            if (Number(getComputedStyle(node).opacity) < 1) return false
          return true
        }
        const check = () => (opaque() ? done(undefined) : requestAnimationFrame(check))
        check()
      }),
  )
  await shot(page, 'project-preview')
  await page
    .getByRole('link', { name: /close preview/i })
    .or(page.getByRole('button', { name: /close preview/i }))
    .click()
  await page.getByRole('heading', { name: PROJECT, level: 1 }).waitFor()

  console.log('Preview, publish, see it live')
  const dialog = await allLocales(page, 'Publish')
  await shot(page, 'publish-both')
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Already published').first().waitFor({ timeout: 60_000 })
  await page.keyboard.press('Escape')
  for (const path of ['/projects', '/projekter']) {
    await visitor.goto(`${site}${path}`)
    await visitor.getByText(PROJECT).first().waitFor()
  }
  await visitor.getByText(PROJECT).first().scrollIntoViewIfNeeded()
  await shot(visitor, 'projects-live')

  console.log('Unpublish it')
  const again = await allLocales(page, 'Unpublish')
  await shot(page, 'unpublish-both')
  await again.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await page.getByText('Already unpublished').first().waitFor({ timeout: 60_000 })
  await page.keyboard.press('Escape')
  // "Within seconds": a visitor's reload, as often as it takes, for up to half a minute.
  for (const path of ['/projects', '/projekter']) {
    const until = Date.now() + 30_000
    do await visitor.goto(`${site}${path}`)
    while ((await visitor.getByText(PROJECT).count()) > 0 && Date.now() < until)
    if ((await visitor.getByText(PROJECT).count()) > 0) throw new Error(`${path} still lists ${PROJECT}`)
  }

  console.log('A contact message')
  await visitor.goto(`${site}/contact`)
  await visitor.getByLabel('Name').fill('Kari Nordmann')
  await visitor.getByLabel('Email').fill('kari@example.org')
  await visitor.getByLabel('Subject').fill('A new bakery brand')
  await visitor
    .getByLabel('Message')
    .fill('We are opening three bakeries in Stavanger next spring. Could we talk about a name and a logo?')
  await visitor.getByRole('button', { name: 'Send message' }).click()
  await visitor.waitForURL(/\/thank-you$/)
  await visitor.close()

  await page.goto(`${cms}/admin/content-manager/collection-types/api::contact-message.contact-message`)
  await page.getByText('kari@example.org').first().click()
  await page.getByRole('heading', { name: /Kari Nordmann|A new bakery brand/, level: 1 }).waitFor()
  await shot(page, 'contact-message')

  console.log('Their data, found, copied and erased')
  await page.getByRole('link', { name: 'Personal data' }).click()
  const address = page.getByRole('textbox', { name: 'Their e-mail address' })
  await address.fill('kari@example.org')
  await address.press('Enter')
  const found = page.getByText('Stored for kari@example.org: 1 contact message, 0 job applications and 0 files.')
  await found.waitFor()
  // The menu's tooltip away, and the button's spinner faded out.
  await page.mouse.move(700, 600)
  await settled(found)
  await shot(page, 'personal-data')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download a copy (.tar.gz)' }).click()
  const archive = await downloading
  if (!/^personal-data-.*\.tar\.gz$/.test(archive.suggestedFilename())) throw new Error('no archive was downloaded')
  await page.getByRole('button', { name: 'Erase all of it' }).click()
  await page.getByRole('button', { name: 'Erase', exact: true }).click()
  await page.getByText('Erased for kari@example.org: 1 contact message, 0 job applications and 0 files.').waitFor()
} catch (error) {
  // Where it stopped, for whoever reruns it after Strapi's admin changed.
  const pages = browser.contexts().flatMap((context) => context.pages())
  for (const [i, open] of pages.entries())
    await open.screenshot({ path: join(tmpdir(), `editor-guide-failed-${i}.png`) })
  console.error(`Stopped; the open pages are in ${tmpdir()}/editor-guide-failed-*.png`)
  throw error
} finally {
  await browser.close()
  rmSync(dir, { recursive: true, force: true })
}
