// Contact messages and job applications older than RETENTION_DAYS are deleted with their files (decision 027): the
// nightly job's code, run by hand through scripts/data.sh against the test CMS's own database and private folder.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { pathToFileURL } from 'node:url'
import {
  apply,
  backdate,
  cmsDir,
  contact,
  data,
  fileKeys,
  lastAudit,
  onDisk,
  privateDir,
  skip,
  stored,
} from './data-commands.mjs'
import { DOCX, PDF, unique } from './helpers.mjs'

const strays = []
after(() => {
  for (const stray of strays) rmSync(stray, { force: true })
})

describe('retention', { skip }, () => {
  test('a run deletes the messages, applications and files stored over RETENTION_DAYS ago, and keeps the rest', async () => {
    const oldEmail = `${unique('old')}@example.org`
    const newEmail = `${unique('new')}@example.org`
    const oldContact = await contact(oldEmail, 'Old enquiry')
    const oldApplication = await apply(oldEmail, PDF, DOCX)
    const newContact = await contact(newEmail, 'New enquiry')
    const newApplication = await apply(newEmail, PDF)
    await backdate('contact_messages', oldContact, 400)
    await backdate('job_applications', oldApplication, 400)
    const oldKeys = await fileKeys(oldApplication)
    const newKeys = await fileKeys(newApplication)
    assert.equal(oldKeys.length, 2)
    assert.ok([...oldKeys, ...newKeys].every(onDisk))
    // Files no application names (say its row was deleted by hand): an old one goes, a recent one stays.
    const ancient = path.join(privateDir, `${randomUUID()}.pdf`)
    const recent = path.join(privateDir, `${randomUUID()}.pdf`)
    strays.push(ancient, recent)
    writeFileSync(ancient, PDF)
    writeFileSync(recent, PDF)
    const past = new Date(Date.now() - 400 * 86_400_000)
    utimesSync(ancient, past, past)

    const { code, output } = await data(['retention'])
    assert.equal(code, 0, output)
    // The CMS's log line (the nightly job writes the same one) counts, and names nobody.
    assert.match(
      output,
      /Retention \(365 days\): deleted [1-9]\d* contact messages?, [1-9]\d* job applications? and \d+ files?/,
    )
    assert.ok(!output.includes(oldEmail) && !output.includes('Ada'), output)

    assert.deepEqual(await stored('contact_messages', oldContact), [])
    assert.deepEqual(await stored('job_applications', oldApplication), [])
    for (const key of oldKeys) assert.ok(!onDisk(key), `the old application's ${key} is still on disk`)
    assert.ok(!existsSync(ancient), 'an old file no application names is still on disk')

    assert.equal((await stored('contact_messages', newContact)).length, 1)
    assert.equal((await stored('job_applications', newApplication)).length, 1)
    assert.ok(newKeys.every(onDisk), 'a recent application lost its file')
    assert.ok(existsSync(recent), 'a recent file was deleted')

    const entry = lastAudit(oldEmail)
    assert.equal(entry.action, 'retention')
    assert.deepEqual(entry.by, { command: 'data:retention' })
    assert.ok(entry.contactMessages >= 1 && entry.jobApplications >= 1 && entry.files >= 3, JSON.stringify(entry))
  })

  test('a malformed RETENTION_DAYS stops the CMS from loading, naming the variable', async () => {
    const { code, output } = await data(['retention'], { RETENTION_DAYS: 'a year' })
    assert.notEqual(code, 0, output)
    assert.match(output, /RETENTION_DAYS must be a whole number of days/)
  })
})

describe('RETENTION_DAYS', () => {
  test('whole days from 1 to 36500; unset is 365; anything else is refused', async () => {
    const { retentionDays } = await import(pathToFileURL(path.join(cmsDir, 'dist', 'src', 'lib', 'env.js')).href)
    assert.equal(retentionDays(undefined), 365)
    assert.equal(retentionDays('30'), 30)
    assert.equal(retentionDays('36500'), 36500)
    for (const value of ['0', '-5', '1.5', '1e3', '365 days', '36501', ' ']) {
      assert.throws(() => retentionDays(value), /RETENTION_DAYS/, value)
    }
  })
})
