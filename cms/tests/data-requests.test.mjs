// The requests of the people whose data it is (decision 027): export and erasure by e-mail address through the
// operator's commands (scripts/data.sh).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { apply, contact, data, fileKeys, lastAudit, onDisk, skip, stored } from './data-commands.mjs'
import { DOCX, PDF, unique } from './helpers.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'cms-personal-data-'))
after(() => rmSync(work, { recursive: true, force: true }))

describe('requests by e-mail address', { skip }, () => {
  const tag = unique('person')
  const email = `${tag}@Example.org`
  const bystander = `${unique('bystander')}@example.org`
  // Bytes of every value, not a multiple of tar's 512-byte blocks: the export must return them unchanged.
  const cv = Buffer.concat([PDF, randomBytes(3001)])
  const letter = Buffer.concat([DOCX, randomBytes(700)])
  let keys = []
  const ids = {}

  test('export: one archive holds the contact messages and applications as JSON, and the files byte for byte', async () => {
    ids.contact = await contact(email, `Enquiry ${tag}`)
    // Another case of the same address: the same person.
    ids.application = await apply(email.toUpperCase(), cv, letter)
    ids.bystander = await contact(bystander, 'Somebody else')
    keys = await fileKeys(ids.application)
    assert.equal(keys.length, 2)

    const archive = path.join(work, 'export.tar.gz')
    const { code, output } = await data(['export', email.toLowerCase(), archive])
    assert.equal(code, 0, output)
    assert.match(output, /Exported 1 contact message, 1 job application and 2 files/)
    assert.equal((statSync(archive).mode & 0o777).toString(8), '600')

    // GNU tar reads it.
    const out = mkdtempSync(path.join(work, 'export-'))
    const tar = spawn('tar', ['-xzf', archive, '-C', out])
    assert.equal(await new Promise((resolve) => tar.on('close', resolve)), 0)
    const json = JSON.parse(readFileSync(path.join(out, 'data.json'), 'utf8'))
    assert.equal(json.contactMessages.length, 1)
    assert.equal(json.contactMessages[0].subject, `Enquiry ${tag}`)
    assert.equal(json.contactMessages[0].message, 'Please keep me posted.')
    assert.ok(json.contactMessages[0].createdAt)
    assert.equal(json.jobApplications.length, 1)
    const [application] = json.jobApplications
    assert.equal(application.surname, 'Lovelace')
    assert.equal(application.email, email.toUpperCase())
    assert.deepEqual(Object.keys(application.file1).sort(), ['mime', 'name', 'path', 'size'])
    assert.ok(readFileSync(path.join(out, application.file1.path)).equals(cv), 'the CV is not byte for byte')
    assert.ok(readFileSync(path.join(out, application.file2.path)).equals(letter), 'the letter is not byte for byte')
    const text = JSON.stringify(json)
    assert.ok(!text.includes('Somebody else'), "another person's message was exported")
    for (const secret of ['idempotency', 'signature=', ...keys]) assert.ok(!text.includes(secret), secret)

    const entry = lastAudit(tag)
    assert.deepEqual(entry, { at: entry.at, action: 'export', contactMessages: 1, jobApplications: 1, files: 2 })
  })

  test('erase: without a terminal it wants --yes; with it, rows and files are gone, other people untouched', async () => {
    const unconfirmed = await data(['erase', email])
    assert.equal(unconfirmed.code, 3, unconfirmed.output)
    assert.equal((await stored('contact_messages', ids.contact)).length, 1)
    assert.ok(keys.every(onDisk))

    const { code, output } = await data(['erase', email.toLowerCase(), '--yes'])
    assert.equal(code, 0, output)
    assert.match(output, /Erased 1 contact message, 1 job application and 2 files/)
    assert.deepEqual(await stored('contact_messages', ids.contact), [])
    assert.deepEqual(await stored('job_applications', ids.application), [])
    for (const key of keys) assert.ok(!onDisk(key), `${key} is still on disk`)
    assert.equal((await stored('contact_messages', ids.bystander)).length, 1)

    const entry = lastAudit(tag)
    assert.deepEqual(entry, { at: entry.at, action: 'erase', contactMessages: 1, jobApplications: 1, files: 2 })
  })
})
