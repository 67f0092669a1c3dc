import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

/*
 * scripts/env.mjs on a copy of the CMS folder (no running CMS needed): a new .env has every secret; an existing one
 * gets the generated keys it lacks appended, and keeps every value it has.
 */

const run = promisify(execFile)
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'env.mjs')
const dirs = []

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-env-'))
  mkdirSync(path.join(dir, 'scripts'))
  copyFileSync(script, path.join(dir, 'scripts', 'env.mjs'))
  dirs.push(dir)
  return dir
}

const envSh = (dir) => run(process.execPath, [path.join(dir, 'scripts', 'env.mjs')])

function parse(text) {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  )
}

after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('scripts/env.mjs', () => {
  test('a new .env holds every secret, private to its owner; the preview token is 64+ characters', async () => {
    const dir = folder()
    await envSh(dir)
    const file = path.join(dir, '.env')
    const env = parse(readFileSync(file, 'utf8'))
    for (const key of [
      'APP_KEYS',
      'CMS_WRITE_TOKEN',
      'REVALIDATE_SECRET',
      'PREVIEW_SECRET',
      'CMS_PREVIEW_TOKEN',
      'ADMIN_PASSWORD',
    ]) {
      assert.ok(env[key]?.length >= 20, key)
    }
    assert.ok(env.CMS_PREVIEW_TOKEN.length >= 64)
    assert.match(env.CMS_PREVIEW_TOKEN, /^[A-Za-z0-9]+$/)
    assert.equal(statSync(file).mode & 0o777, 0o600)
    const before = readFileSync(file, 'utf8')
    await envSh(dir)
    assert.equal(readFileSync(file, 'utf8'), before, 'a second run changes nothing')
  })

  test('an older .env gets the missing keys appended and keeps its values, even without a final newline', async () => {
    const dir = folder()
    const file = path.join(dir, '.env')
    const old = 'APP_KEYS=a,b\nAPI_TOKEN_SALT=salt\nCMS_WRITE_TOKEN=mine\nPREVIEW_SECRET=\nSITE_URL=http://x.example'
    writeFileSync(file, old, { mode: 0o640 })
    await envSh(dir)
    const text = readFileSync(file, 'utf8')
    assert.ok(text.startsWith(`${old}\n`), text)
    const env = parse(text)
    assert.equal(env.APP_KEYS, 'a,b')
    assert.equal(env.CMS_WRITE_TOKEN, 'mine')
    assert.equal(env.SITE_URL, 'http://x.example')
    assert.equal(env.PREVIEW_SECRET, '', 'an empty value was chosen: kept')
    assert.ok(env.REVALIDATE_SECRET.length >= 20)
    assert.ok(env.CMS_PREVIEW_TOKEN.length >= 64)
    assert.ok(env.ENCRYPTION_KEY.length >= 20)
    // Removing the first-admin pair is how one asks for the panel's own form: not put back.
    assert.equal(env.ADMIN_EMAIL, undefined)
    assert.equal(text.match(/^REVALIDATE_SECRET=/gm).length, 1)
    assert.equal(statSync(file).mode & 0o777, 0o640)
  })

  test('scripts starting at once write one set of secrets', async () => {
    const dir = folder()
    const file = path.join(dir, '.env')
    writeFileSync(file, 'APP_KEYS=a\n', { mode: 0o600 })
    await Promise.all(Array.from({ length: 6 }, () => envSh(dir)))
    const text = readFileSync(file, 'utf8')
    for (const key of ['REVALIDATE_SECRET', 'PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN']) {
      assert.equal(text.match(new RegExp(`^${key}=`, 'gm'))?.length, 1, key)
    }
  })
})

// The compiled module (the suite runs after cms/scripts/setup.sh has built the CMS).
const cmsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const { weakSecrets } = await import(pathToFileURL(path.join(cmsDir, 'dist', 'src', 'lib', 'secrets.js')).href)

describe('weak secrets', () => {
  test('placeholders and short values are named; a generated .env has none', async () => {
    assert.deepEqual(
      weakSecrets({ CMS_WRITE_TOKEN: 'change-me', PREVIEW_SECRET: 'Change_Me_please_0123456789abcdefghij' }),
      ['CMS_WRITE_TOKEN is a placeholder', 'PREVIEW_SECRET is a placeholder'],
    )
    assert.deepEqual(
      weakSecrets({ REVALIDATE_SECRET: 'a1b2c3d4e5f6', ADMIN_PASSWORD: 'Change-me-1', APP_KEYS: 'k1,change-me-2' }),
      [
        'REVALIDATE_SECRET is shorter than 32 characters',
        'ADMIN_PASSWORD is a placeholder',
        'APP_KEYS is a placeholder',
      ],
    )
    assert.deepEqual(weakSecrets({ CMS_PREVIEW_TOKEN: 'x'.repeat(96), PREVIEW_SECRET: '' }), [
      'CMS_PREVIEW_TOKEN is a placeholder',
    ])
    const dir = folder()
    await envSh(dir)
    assert.deepEqual(weakSecrets(parse(readFileSync(path.join(dir, '.env'), 'utf8'))), [])
    // The example file's values are all refused.
    const example = parse(readFileSync(path.join(cmsDir, '.env.example'), 'utf8'))
    assert.equal(weakSecrets(example).length, 12)
  })

  test('a production CMS with a placeholder secret does not start, and says which variable', async () => {
    const dir = folder()
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...parse(readFileSync(path.join(cmsDir, '.env.example'), 'utf8')),
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PORT: '0',
    }
    const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], { cwd: cmsDir, env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const code = await new Promise((resolve) => child.on('close', resolve))
    clearTimeout(timer)
    assert.notEqual(code, 0, output)
    for (const name of ['CMS_WRITE_TOKEN', 'PREVIEW_SECRET', 'ADMIN_PASSWORD', 'APP_KEYS'])
      assert.match(output, new RegExp(name))
    assert.doesNotMatch(output, /Strapi started successfully/)
  })
})

// The storage settings (src/lib/env.ts, storageFrom): the disk unless asked, and a malformed setting named.
const { storageFrom } = await import(pathToFileURL(path.join(cmsDir, 'dist', 'src', 'lib', 'env.js')).href)
const storage = (env) => storageFrom((name) => env[name])

describe('storage in buckets', () => {
  test('unset, media and CVs stay on the disk (npm run up)', () => {
    assert.deepEqual(storage({}), { media: null, private: null })
    assert.deepEqual(storage({ S3_BUCKET: 'origin-media', S3_ENDPOINT: 'nonsense' }), { media: null, private: null })
  })

  test('both buckets through one endpoint, the media at their public address', () => {
    const { media, private: cvs } = storage({
      UPLOAD_PROVIDER: 's3',
      PRIVATE_FILES_STORE: 's3',
      S3_BUCKET: 'origin-media',
      S3_PRIVATE_BUCKET: 'origin-private',
      S3_ENDPOINT: 'http://127.0.0.1:4569/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    assert.equal(media.publicUrl, 'http://127.0.0.1:4569/origin-media')
    assert.equal(media.acl, 'public-read')
    assert.deepEqual(cvs, {
      bucket: 'origin-private',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
    assert.equal(
      storage({ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-north-1' }).media.publicUrl,
      'https://media.s3.eu-north-1.amazonaws.com',
    )
    assert.equal(
      storage({ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.org/', S3_ACL: 'none' })
        .media.publicUrl,
      'https://cdn.example.org',
    )
  })

  test('a malformed or missing setting stops the start, naming it', () => {
    const refused = [
      [{ UPLOAD_PROVIDER: 'aws' }, /UPLOAD_PROVIDER must be one of local, s3/],
      [{ UPLOAD_PROVIDER: 's3' }, /S3_BUCKET must be set/],
      [{ PRIVATE_FILES_STORE: 's3' }, /S3_PRIVATE_BUCKET must be set/],
      [{ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'Media_Bucket' }, /S3_BUCKET is not a bucket name/],
      [{ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://files' }, /S3_ENDPOINT must be an http/],
      [{ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_PUBLIC_URL: 'media.example' }, /S3_PUBLIC_URL must be an http/],
      [{ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_ACL: 'private' }, /S3_ACL must be one of public-read, none/],
      [{ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /go together/],
      // One bucket for both would make every CV as public as the pictures.
      [
        { UPLOAD_PROVIDER: 's3', PRIVATE_FILES_STORE: 's3', S3_BUCKET: 'media', S3_PRIVATE_BUCKET: 'media' },
        /S3_PRIVATE_BUCKET must not be S3_BUCKET/,
      ],
    ]
    for (const [env, message] of refused) assert.throws(() => storage(env), message, JSON.stringify(env))
  })

  test("a placeholder for the buckets' secret key is refused in production", () => {
    assert.deepEqual(weakSecrets({ S3_SECRET_ACCESS_KEY: 'change-me' }), ['S3_SECRET_ACCESS_KEY is a placeholder'])
    assert.deepEqual(
      weakSecrets({ S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY'.replace('EXAMPLE', 'Q') }),
      [],
    )
  })
})
