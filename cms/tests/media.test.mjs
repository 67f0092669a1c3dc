// Pictures get AVIF formats beside Strapi's own (decision 027): the seed's, and an editor's upload through the admin
// API, whose replacement and deletion take the AVIF files along.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import sharp from 'sharp'
import { admin, adminFetch, CMS_URL, get, unique } from './helpers.mjs'

const q = (s) => s.replaceAll('[', '%5B').replaceAll(']', '%5D')

/** A photo-like JPEG (gradients and shapes, so no encoder gets it for free), as an editor's camera would send. */
async function jpeg(width, height, hue) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/>
    <stop offset="1" stop-color="hsl(${hue + 90},60%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f5f0e6"/>
    <text x="${width / 2}" y="${height / 2}" font-size="${height / 8}" font-family="sans-serif">Origin ${hue}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/** Each JPEG format's AVIF twin (same size, smaller file), and `full_avif` at the original's size. */
function assertAvifFormats(file) {
  assert.equal(file.mime, 'image/jpeg')
  const formats = file.formats ?? {}
  const jpegs = Object.entries(formats).filter(([key]) => ['small', 'medium', 'large'].includes(key))
  assert.ok(jpegs.length > 0, 'Strapi made responsive formats')
  for (const [key, format] of jpegs) {
    const avif = formats[`${key}_avif`]
    assert.ok(avif, `${key}_avif beside ${key}`)
    assert.equal(avif.mime, 'image/avif')
    assert.equal(avif.ext, '.avif')
    assert.deepEqual([avif.width, avif.height], [format.width, format.height], `${key}_avif is ${key}'s size`)
    assert.ok(avif.sizeInBytes < format.sizeInBytes, `${key}_avif is smaller than ${key}`)
  }
  assert.deepEqual([formats.full_avif?.width, formats.full_avif?.height], [file.width, file.height])
  assert.equal(formats.full_avif.mime, 'image/avif')
  assert.ok(formats.thumbnail, "the admin's thumbnail stays as Strapi makes it")
  return Object.values(formats).filter((format) => format.mime === 'image/avif')
}

/** The CMS serves the file as AVIF: its type, and the AVIF brand in the file's header. */
async function assertServedAsAvif(url) {
  const response = await fetch(`${CMS_URL}${url}`)
  assert.equal(response.status, 200, url)
  assert.equal(response.headers.get('content-type'), 'image/avif')
  const head = Buffer.from(await response.arrayBuffer())
    .subarray(4, 12)
    .toString('latin1')
  assert.equal(head, 'ftypavif', `${url} is an AVIF file`)
}

async function status(url) {
  return (await fetch(`${CMS_URL}${url}`)).status
}

async function uploadForm(bytes, name) {
  const form = new FormData()
  form.append('files', new File([bytes], name, { type: 'image/jpeg' }))
  form.append('fileInfo', JSON.stringify({ name, alternativeText: 'A test photo', caption: null, folder: null }))
  return form
}

/** An admin call with a multipart body (adminFetch sends JSON). */
async function adminForm(pathname, form, method = 'POST') {
  const response = await fetch(`${CMS_URL}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${await admin()}` },
    body: form,
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

describe('modern image formats (decision 027)', () => {
  it("the seed's pictures have AVIF formats, served as AVIF", async () => {
    const { body } = await get(q('/api/projects?filters[slug][$eq]=kode-labs&populate[0]=HeroImage&locale=en'))
    const hero = body.data[0].HeroImage
    const avifs = assertAvifFormats(hero)
    for (const avif of avifs) await assertServedAsAvif(avif.url)
  })

  it("an editor's upload in the media library gets them, and replacing or deleting it takes them along", async () => {
    const name = `${unique('editor-photo')}.jpg`
    const uploaded = await adminForm('/upload/files', await uploadForm(await jpeg(1800, 1200, 20), name))
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body))
    const first = assertAvifFormats(uploaded.body)

    // Its details saved from the media library's own page: a multipart PUT (it was refused as 415 once).
    const details = new FormData()
    details.append('fileInfo', JSON.stringify({ name, alternativeText: 'A described photo', caption: null }))
    const described = await adminForm(`/upload/files/${uploaded.body.id}`, details, 'PUT')
    assert.equal(described.status, 200, JSON.stringify(described.body))
    assert.equal(described.body.alternativeText, 'A described photo')
    for (const avif of first) await assertServedAsAvif(avif.url)

    // Replaced by a picture of another size: new AVIF formats for the new picture, the old files gone.
    const replaced = await adminForm(
      `/upload/files/${uploaded.body.id}/replace`,
      await uploadForm(await jpeg(1200, 1600, 200), name),
    )
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body))
    const second = assertAvifFormats(replaced.body)
    assert.deepEqual([replaced.body.formats.full_avif.width, replaced.body.formats.full_avif.height], [1200, 1600])
    for (const avif of second) await assertServedAsAvif(avif.url)
    const kept = new Set(second.map((avif) => avif.url))
    for (const avif of first) if (!kept.has(avif.url)) assert.equal(await status(avif.url), 404, `${avif.url} removed`)

    const removed = await adminFetch(`/upload/files/${uploaded.body.id}`, { method: 'DELETE' })
    assert.equal(removed.status, 200)
    for (const avif of second) assert.equal(await status(avif.url), 404, `${avif.url} deleted with its file`)
  })
})
