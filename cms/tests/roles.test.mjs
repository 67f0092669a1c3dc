import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { adminFetch, unique, userWithRole } from './helpers.mjs'

/*
 * Each role does its day (decision 097), through the admin API as the admin panel calls it: an Editor creates, edits,
 * publishes, unpublishes and deletes every type people edit in both languages; an Author does that to their own
 * entries only; Leads read and delete what visitors send and edit no content; only a Super Admin changes roles,
 * users' roles, webhooks, the content model and tokens.
 */

const LOCALES = ['en', 'nb-NO']
const CM = '/content-manager'

/** Every translated collection type, with the least a new entry needs. */
const COLLECTIONS = {
  'api::blog.blog': (name) => ({ Title: name, slug: name }),
  'api::blog-category.blog-category': (name) => ({ Category: name, key: 'trends' }),
  'api::category.category': (name) => ({ Category: name }),
  'api::creative-file.creative-file': (name) => ({ FileName: name }),
  'api::file-category.file-category': (name) => ({ Category: name }),
  'api::job-opening.job-opening': (name) => ({ jobTitle: name, jobCategories: 'Design', slug: name }),
  'api::origin3-logo.origin3-logo': (name) => ({ LogoTitle: name }),
  'api::project.project': (name) => ({ Title: name, slug: name }),
  'api::testimonial.testimonial': (name) => ({ quote: name, name }),
}
const SINGLES = [
  'api::about-page.about-page',
  'api::careers-page.careers-page',
  'api::home.home',
  'api::services-page.services-page',
  'api::site-setting.site-setting',
]
const SUBMISSIONS = ['api::contact-message.contact-message', 'api::job-application.job-application']
const ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(
  (name) => `plugin::content-manager.explorer.${name}`,
)

const json = (data) => ({ body: JSON.stringify(data) })
const collection = (uid, id = '', locale) => `${CM}/collection-types/${uid}${id ? `/${id}` : ''}?locale=${locale}`
const action = (uid, id, name, locale) => `${CM}/collection-types/${uid}/${id}/actions/${name}?locale=${locale}`

/** Calls `path` as `user` (or the super admin) and says which status it answered. */
async function call(user, path, init = {}) {
  if (!user) return (await adminFetch(path, init)).status
  const response = await user.fetch(path, init)
  await response.arrayBuffer()
  return response.status
}

/** A new entry of `uid` in both languages, made by `user` (or the super admin); its documentId. */
async function create(user, uid) {
  const name = unique('role-test')
  const data = COLLECTIONS[uid](name)
  const made = user
    ? await (await user.fetch(collection(uid, '', 'en'), { method: 'POST', ...json(data) })).json()
    : (await adminFetch(collection(uid, '', 'en'), { method: 'POST', ...json(data) })).body
  const documentId = made?.data?.documentId
  assert.ok(documentId, `${uid} created: ${JSON.stringify(made)}`)
  assert.equal(
    await call(user, collection(uid, documentId, 'nb-NO'), { method: 'PUT', ...json(COLLECTIONS[uid](`${name}-nb`)) }),
    200,
    `${uid} in nb-NO`,
  )
  return documentId
}

/** The languages entry `id` of `uid` exists in, as the super admin sees them. */
async function languagesOf(uid, id) {
  const { status, body } = await adminFetch(collection(uid, id, 'en'))
  if (status === 404) return []
  const others = (body.meta?.availableLocales ?? []).map((version) => version.locale)
  return [...(body.data?.documentId ? ['en'] : []), ...others].toSorted()
}

/** Every step of an entry's life, as `user`, on an entry they made. */
async function wholeDay(user, uid) {
  const id = await create(user, uid)
  for (const locale of LOCALES) {
    const edited = COLLECTIONS[uid](unique('edited'))
    assert.equal(
      await call(user, collection(uid, id, locale), { method: 'PUT', ...json(edited) }),
      200,
      `edit ${locale}`,
    )
    assert.equal(
      await call(user, action(uid, id, 'publish', locale), { method: 'POST', ...json({}) }),
      200,
      `publish ${locale}`,
    )
    assert.equal(
      await call(user, action(uid, id, 'unpublish', locale), { method: 'POST', ...json({}) }),
      200,
      `unpublish ${locale}`,
    )
  }
  assert.equal(await call(user, collection(uid, id, 'nb-NO'), { method: 'DELETE' }), 200, 'delete nb-NO')
  assert.deepEqual(await languagesOf(uid, id), ['en'], 'nb-NO is gone, en kept')
  assert.equal(await call(user, collection(uid, id, '*'), { method: 'DELETE' }), 200, 'delete every language')
  assert.deepEqual(await languagesOf(uid, id), [], 'every language is gone')
}

/** What `user` may not do to someone else's entry `id`, in both languages. */
async function refusedOn(user, uid, id) {
  for (const locale of LOCALES) {
    const edited = COLLECTIONS[uid](unique('not-theirs'))
    assert.equal(
      await call(user, collection(uid, id, locale), { method: 'PUT', ...json(edited) }),
      403,
      `edit ${locale}`,
    )
    assert.equal(
      await call(user, action(uid, id, 'publish', locale), { method: 'POST', ...json({}) }),
      403,
      `publish ${locale}`,
    )
    assert.equal(await call(user, collection(uid, id, locale), { method: 'DELETE' }), 403, `delete ${locale}`)
  }
  assert.deepEqual(await languagesOf(uid, id), LOCALES, 'still there in both languages')
}

/** The settings only a Super Admin changes, each tried as `user`: all must be refused. */
async function superAdminSettings(user) {
  const { body: roles } = await adminFetch('/admin/roles')
  const editor = roles.data.find((role) => role.code === 'strapi-editor')
  const superAdmin = roles.data.find((role) => role.code === 'strapi-super-admin')
  const me = await (await user.fetch('/admin/users/me')).json()
  return {
    'read roles': await call(user, `/admin/roles/${editor.id}/permissions`),
    'change a role': await call(user, `/admin/roles/${editor.id}/permissions`, {
      method: 'PUT',
      ...json({ permissions: [] }),
    }),
    'make a role': await call(user, '/admin/roles', { method: 'POST', ...json({ name: unique('role') }) }),
    'change a user’s roles': await call(user, `/admin/users/${me.data.id}`, {
      method: 'PUT',
      ...json({ roles: [superAdmin.id] }),
    }),
    'list users': await call(user, '/admin/users'),
    'add a webhook': await call(user, '/admin/webhooks', {
      method: 'POST',
      ...json({ name: unique('hook'), url: 'http://127.0.0.1:9/hook', headers: {}, events: ['entry.create'] }),
    }),
    'read webhooks': await call(user, '/admin/webhooks'),
    'read the content model': await call(user, '/content-type-builder/content-types'),
    'change the content model': await call(user, '/content-type-builder/update-schema', {
      method: 'POST',
      ...json({ data: {} }),
    }),
    'make an API token': await call(user, '/admin/api-tokens', {
      method: 'POST',
      ...json({ name: unique('token'), type: 'full-access', lifespan: null }),
    }),
    'read API tokens': await call(user, '/admin/api-tokens'),
    'make a transfer token': await call(user, '/admin/transfer/tokens', {
      method: 'POST',
      ...json({ name: unique('transfer'), permissions: ['push'], lifespan: null }),
    }),
  }
}

/** The content-type actions `user` holds (from the panel's own list), as "action subject [locales]". */
async function heldActions(user) {
  const { data } = await (await user.fetch('/admin/users/me/permissions')).json()
  return data.filter((permission) => ACTIONS.includes(permission.action))
}

const users = {}
before(async () => {
  users.editor = await userWithRole('strapi-editor')
  users.author = await userWithRole('strapi-author')
  users.leads = await userWithRole('origin-leads')
})
after(async () => {
  for (const user of Object.values(users)) await user.remove()
})

describe('an Editor: every entry, every type, both languages', () => {
  for (const uid of Object.keys(COLLECTIONS)) {
    test(`${uid}: create, edit, publish, unpublish, delete one language and all`, () => wholeDay(users.editor, uid))
  }

  test('an entry someone else made: edit, publish, unpublish, delete', async () => {
    const id = await create(null, 'api::blog.blog')
    for (const locale of LOCALES) {
      assert.equal(
        await call(users.editor, action('api::blog.blog', id, 'publish', locale), { method: 'POST', ...json({}) }),
        200,
      )
      assert.equal(
        await call(users.editor, action('api::blog.blog', id, 'unpublish', locale), { method: 'POST', ...json({}) }),
        200,
      )
    }
    assert.equal(await call(users.editor, collection('api::blog.blog', id, '*'), { method: 'DELETE' }), 200)
  })

  for (const uid of SINGLES) {
    test(`${uid}: edit, publish, unpublish in both languages; may delete`, async () => {
      for (const locale of LOCALES) {
        const path = `${CM}/single-types/${uid}`
        assert.equal(await call(users.editor, `${path}?locale=${locale}`), 200, `read ${locale}`)
        assert.equal(
          await call(users.editor, `${path}?locale=${locale}`, { method: 'PUT', ...json({}) }),
          200,
          `edit ${locale}`,
        )
        for (const step of ['unpublish', 'publish'])
          assert.equal(
            await call(users.editor, `${path}/actions/${step}?locale=${locale}`, { method: 'POST', ...json({}) }),
            200,
            `${step} ${locale}`,
          )
      }
      // Deleting the site's own page would take it from every other test: the grant is what is checked.
      const held = await heldActions(users.editor)
      const deletes = held.find((permission) => permission.subject === uid && permission.action.endsWith('.delete'))
      assert.deepEqual(deletes?.properties?.locales?.toSorted(), LOCALES, 'delete in both languages')
    })
  }

  test('a redirect (English only): create, edit, publish, unpublish, delete', async () => {
    const uid = 'api::redirect.redirect'
    const path = `${CM}/collection-types/${uid}`
    const made = await (
      await users.editor.fetch(path, { method: 'POST', ...json({ from: `/${unique('gone')}`, to: '/en' }) })
    ).json()
    const id = made?.data?.documentId
    assert.ok(id, JSON.stringify(made))
    assert.equal(await call(users.editor, `${path}/${id}`, { method: 'PUT', ...json({ to: '/en/contact' }) }), 200)
    for (const step of ['publish', 'unpublish'])
      assert.equal(
        await call(users.editor, `${path}/${id}/actions/${step}`, { method: 'POST', ...json({}) }),
        200,
        step,
      )
    assert.equal(await call(users.editor, `${path}/${id}`, { method: 'DELETE' }), 200)
  })

  test('a legal page (English only): edit, publish; may create and delete', async () => {
    const uid = 'api::legal-page.legal-page'
    const path = `${CM}/collection-types/${uid}`
    const { body } = await adminFetch(`${path}?filters[page][$eq]=terms`)
    const id = body.results[0].documentId
    assert.equal(await call(users.editor, `${path}/${id}`, { method: 'PUT', ...json({}) }), 200)
    assert.equal(await call(users.editor, `${path}/${id}/actions/publish`, { method: 'POST', ...json({}) }), 200)
    // The three pages exist once each (the type's page is unique): the grants are what is checked.
    const held = (await heldActions(users.editor)).filter((permission) => permission.subject === uid)
    assert.deepEqual(held.map((permission) => permission.action.split('.').pop()).toSorted(), [
      'create',
      'delete',
      'publish',
      'read',
      'update',
    ])
  })
})

describe('an Author: their own entries only', () => {
  for (const uid of Object.keys(COLLECTIONS)) {
    test(`${uid}: their own, the whole day; someone else's, refused`, async () => {
      await wholeDay(users.author, uid)
      const others = await create(null, uid)
      await refusedOn(users.author, uid, others)
      assert.equal((await adminFetch(collection(uid, others, '*'), { method: 'DELETE' })).status, 200)
    })
  }

  test('the pages the agency made (single types) are not theirs to change', async () => {
    for (const uid of SINGLES)
      for (const locale of LOCALES)
        assert.equal(
          await call(users.author, `${CM}/single-types/${uid}/actions/publish?locale=${locale}`, {
            method: 'POST',
            ...json({}),
          }),
          403,
          `${uid} ${locale}`,
        )
  })
})

describe('Leads: what visitors sent, and no content', () => {
  test('cannot create, edit, publish or delete content', async () => {
    const id = await create(null, 'api::blog.blog')
    const blog = 'api::blog.blog'
    assert.equal(
      await call(users.leads, collection(blog, '', 'en'), {
        method: 'POST',
        ...json(COLLECTIONS[blog](unique('leads'))),
      }),
      403,
    )
    await refusedOn(users.leads, blog, id)
    assert.equal(
      await call(users.leads, `${CM}/single-types/api::home.home?locale=en`, { method: 'PUT', ...json({}) }),
      403,
    )
    assert.equal((await adminFetch(collection(blog, id, '*'), { method: 'DELETE' })).status, 200)
  })

  test('read and delete messages and applications, and answer data requests', async () => {
    for (const uid of SUBMISSIONS) assert.equal(await call(users.leads, `${CM}/collection-types/${uid}`), 200, uid)
    assert.equal(
      await call(users.leads, '/personal-data/count', { method: 'POST', ...json({ email: 'nobody@example.org' }) }),
      200,
    )
  })
})

describe('Editor and Author: no submissions; Editor, Author and Leads: none of a Super Admin’s settings', () => {
  test('Editor and Author cannot read messages, applications or data requests', async () => {
    for (const user of [users.editor, users.author]) {
      for (const uid of SUBMISSIONS) assert.equal(await call(user, `${CM}/collection-types/${uid}`), 403, uid)
      assert.equal(
        await call(user, '/personal-data/count', { method: 'POST', ...json({ email: 'nobody@example.org' }) }),
        403,
      )
    }
  })

  for (const role of ['editor', 'author', 'leads']) {
    test(`${role}: roles, users’ roles, webhooks, the content model and tokens are refused`, async () => {
      const answers = await superAdminSettings(users[role])
      for (const [what, status] of Object.entries(answers)) assert.equal(status, 403, what)
    })
  }
})
