// Brand logos (issue 62): the site serves a logo only as the `logo.svg` download, so the CMS keeps only SVG files for one.
import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import sharp from 'sharp'
import { admin, adminFetch, CMS_URL, unique } from './helpers.mjs'

const LOGOS = '/content-manager/collection-types/api::origin3-logo.origin3-logo'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'

const files = []
const logos = []
after(async () => {
  for (const documentId of logos) await adminFetch(`${LOGOS}/${documentId}?locale=*`, { method: 'DELETE' })
  for (const id of files) await adminFetch(`/upload/files/${id}`, { method: 'DELETE' })
})

/** A file uploaded to the media library as an editor does. */
async function upload(bytes, name, type) {
  const form = new FormData()
  form.append('files', new File([bytes], name, { type }))
  form.append('fileInfo', JSON.stringify({ name, alternativeText: 'A test logo', caption: null, folder: null }))
  const response = await fetch(`${CMS_URL}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await admin()}` },
    body: form,
  })
  const body = await response.json()
  assert.equal(response.status, 201, JSON.stringify(body))
  files.push(body[0].id)
  return body[0]
}

async function createLogo(LogoImage) {
  const result = await adminFetch(`${LOGOS}?locale=en`, {
    method: 'POST',
    body: JSON.stringify({ LogoTitle: unique('Logo'), LogoImage, onDark: false }),
  })
  if (result.body?.data?.documentId) logos.push(result.body.data.documentId)
  return result
}

function assertRefused(result) {
  assert.equal(result.status, 400, JSON.stringify(result.body))
  assert.equal(result.body.error.name, 'ValidationError')
  assert.match(result.body.error.message, /must be an SVG file: visitors download it as logo\.svg.*image\/png/)
}

describe('a brand logo’s file', () => {
  test('a PNG is refused when a logo is created with it, with the reason', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336' } })
      .png()
      .toBuffer()
    const file = await upload(png, `${unique('logo')}.png`, 'image/png')
    assertRefused(await createLogo(file.id))
  })

  test('an SVG is kept, and a PNG cannot replace it afterwards', async () => {
    const svg = await upload(Buffer.from(SVG), `${unique('logo')}.svg`, 'image/svg+xml')
    const created = await createLogo(svg.id)
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#633' } })
      .png()
      .toBuffer()
    const other = await upload(png, `${unique('logo')}.png`, 'image/png')
    const updated = await adminFetch(`${LOGOS}/${created.body.data.documentId}?locale=en`, {
      method: 'PUT',
      body: JSON.stringify({ LogoImage: other.id }),
    })
    assertRefused(updated)
  })
})
