import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { adminFetch, CMS_URL, smtpSink, unique } from './helpers.mjs'

/*
 * What an editor meets in the admin beyond its words (issue 62, item 5): a person invited through Settings → Users
 * gets the link by e-mail where the CMS sends mail (src/invitations.ts); the home page's lists name a single type by
 * its type, in the admin's language, not by its document id (src/dashboard-titles.ts); the Content Manager lists no
 * "User" type (the site has no accounts: src/extensions/users-permissions). And a guard that a role change could
 * undo: an Editor or Author holds no developer's permission.
 */

// A local SMTP sink: the CMS is started with SMTP_HOST=127.0.0.1 and SMTP_PORT pointing at it.
const waiting = new Map()
const sink = smtpSink(({ to, text }) => {
  for (const address of to) waiting.get(address)?.({ to: address, text })
})
/** The next mail to `address`: the test's timeout bounds the wait. */
const mailTo = (address) => new Promise((resolve) => waiting.set(address, resolve))

before(() => new Promise((resolve) => sink.listen(Number(process.env.SMTP_PORT || 2525), '127.0.0.1', resolve)))
after(() => new Promise((resolve) => sink.close(resolve)))

/** Quoted-printable as the mail carries it, back to text. */
const unfolded = (text) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))

describe('An invitation to the admin panel', () => {
  // Its own bound on the wait for the mail, so that a mail that never comes fails this test alone.
  it('goes to the invited person by e-mail, with the link that registers them', { timeout: 20_000 }, async () => {
    const { body: roles } = await adminFetch('/admin/roles')
    const editor = roles.data.find((role) => role.code === 'strapi-editor')
    const email = `${unique('invited')}@example.org`
    const mail = mailTo(email)
    const created = await adminFetch('/admin/users', {
      method: 'POST',
      body: JSON.stringify({ firstname: 'Kari', lastname: 'Nordmann', email, roles: [editor.id] }),
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    try {
      const { text } = await mail
      const body = unfolded(text)
      assert.match(body, /^Subject: .*invitation/im)
      assert.match(body, /Hello Kari,/)
      const token = created.body.data.registrationToken
      const link = body.match(/https?:\/\/\S+\/admin\/auth\/register\?registrationToken=(\S+)/)
      assert.ok(link, 'the mail holds the registration link')
      assert.equal(link[1], token)
      // The link is the admin's own address: it answers with the admin panel.
      assert.equal(new URL(link[0]).origin, new URL(process.env.PUBLIC_URL || CMS_URL).origin)
    } finally {
      await adminFetch(`/admin/users/${created.body.data.id}`, { method: 'DELETE' })
    }
  })
})

describe("The Content Manager's types", () => {
  it('list no "User" type: the site has no accounts', async () => {
    const { status, body } = await adminFetch('/content-manager/content-types')
    assert.equal(status, 200)
    const user = body.data.find((type) => type.uid === 'plugin::users-permissions.user')
    assert.ok(user, 'the type itself stays')
    assert.equal(user.isDisplayed, false)
    // The agency's own types are listed.
    assert.equal(body.data.find((type) => type.uid === 'api::blog.blog')?.isDisplayed, true)
  })

  it('are not for an Editor or an Author to model or configure: no such permission, nor the Marketplace', async () => {
    const { body: roles } = await adminFetch('/admin/roles')
    for (const code of ['strapi-editor', 'strapi-author']) {
      const role = roles.data.find((entry) => entry.code === code)
      const { body } = await adminFetch(`/admin/roles/${role.id}/permissions`)
      const developer = body.data
        .map((permission) => permission.action)
        .filter(
          (action) =>
            action.startsWith('plugin::content-type-builder.') ||
            (action.endsWith('.configure-view') && action.startsWith('plugin::content-manager.')) ||
            action === 'admin::marketplace.read',
        )
      assert.deepEqual(developer, [], code)
      const users = body.data.filter((permission) => permission.subject === 'plugin::users-permissions.user')
      assert.deepEqual(users, [], code)
    }
  })
})

describe("The admin's home page", () => {
  /** The signed-in admin's interface language, as the profile page saves it. */
  const language = (preferedLanguage) =>
    adminFetch('/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage }) })

  after(() => language('en'))

  it('names each single type by its type, in the admin’s language, among the last edited and published', async () => {
    // Home published again, as it is: the latest of both lists.
    const home = await adminFetch('/content-manager/single-types/api::home.home?locale=en')
    assert.equal(home.status, 200)
    const { id, documentId, createdAt, updatedAt, publishedAt, locale, localizations, ...data } = home.body.data
    const published = await adminFetch('/content-manager/single-types/api::home.home/actions/publish?locale=en', {
      method: 'POST',
      body: JSON.stringify(data),
    })
    assert.equal(published.status, 200, JSON.stringify(published.body))
    for (const [preferedLanguage, name] of [
      ['en', 'Home'],
      ['no', 'Forside'],
    ]) {
      assert.equal((await language(preferedLanguage)).status, 200)
      for (const action of ['update', 'publish']) {
        const { status, body } = await adminFetch(`/content-manager/homepage/recent-documents?action=${action}`)
        assert.equal(status, 200)
        const singles = body.data.filter((document) => document.kind === 'singleType')
        assert.ok(singles.length > 0, `the seed's single types are among the last ${action}d`)
        for (const single of singles) assert.notEqual(single.title, single.documentId, single.contentTypeUid)
        const homes = singles.filter((document) => document.contentTypeUid === 'api::home.home')
        assert.deepEqual([...new Set(homes.map((document) => document.title))], [name], action)
        // A collection type's entry keeps its own title.
        const article = body.data.find((document) => document.contentTypeUid === 'api::blog.blog')
        if (article) assert.notEqual(article.title, 'Blog')
      }
    }
  })
})

describe("An admin user's interface language", () => {
  // Without one, the profile's language list reads "SelectChoose here" and the admin follows the browser's language.
  const language = (preferedLanguage) =>
    adminFetch('/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage }) })

  after(() => language('en'))

  it('is set for the first admin, whom the start made', async () => {
    const { status, body } = await adminFetch('/admin/users/me')
    assert.equal(status, 200)
    assert.ok(['en', 'no'].includes(body.data.preferedLanguage), String(body.data.preferedLanguage))
  })

  it('is, for an invited user, the language of whoever invited them', async () => {
    const { body: roles } = await adminFetch('/admin/roles')
    const editor = roles.data.find((role) => role.code === 'strapi-editor')
    for (const inviters of ['no', 'en']) {
      assert.equal((await language(inviters)).status, 200)
      const created = await adminFetch('/admin/users', {
        method: 'POST',
        body: JSON.stringify({
          firstname: 'Ola',
          lastname: 'Nordmann',
          email: `${unique('language')}@example.org`,
          roles: [editor.id],
        }),
      })
      assert.equal(created.status, 201, JSON.stringify(created.body))
      try {
        const { body } = await adminFetch(`/admin/users/${created.body.data.id}`)
        assert.equal(body.data.preferedLanguage, inviters)
      } finally {
        await adminFetch(`/admin/users/${created.body.data.id}`, { method: 'DELETE' })
      }
    }
  })
})
