import { describe, expect, it } from 'vitest'
import { oversizedFormFields } from './oversized-form'

/** The body a browser writes for `form`, as bytes, and its content type. */
async function encoded(form: FormData) {
  const request = new Request('http://x.test/', { method: 'POST', body: form })
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  }
}

const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, String(value)])

describe('oversizedFormFields', () => {
  const typed = [
    ['name', 'Åse'],
    ['surname', 'Berisha-Ødegård'],
    ['email', 'ase@example.com'],
    ['message', 'Hei!\r\nJeg søker — «gjerne» snart. ✓'],
  ] as const

  it('gives back the text fields that arrived before the cut, and no file', async () => {
    const form = new FormData()
    for (const [key, value] of typed) form.append(key, value)
    form.append('file1', new File([new Uint8Array(200_000).fill(37)], 'cv.pdf', { type: 'application/pdf' }))
    form.append('position', 'Brand Designer')
    const { bytes, type } = await encoded(form)
    // Cut in the middle of the file, as the guard keeps only the head of an oversized body.
    expect(entries(oversizedFormFields(bytes.subarray(0, 64 * 1024), type))).toEqual(typed)
    // The whole body: the field after the file too.
    expect(entries(oversizedFormFields(bytes, type))).toEqual([...typed, ['position', 'Brand Designer']])
  })

  it('leaves out a field the cut went through', async () => {
    const form = new FormData()
    form.append('name', 'Ada')
    form.append('message', 'x'.repeat(10_000))
    const { bytes, type } = await encoded(form)
    expect(entries(oversizedFormFields(bytes.subarray(0, 5_000), type))).toEqual([['name', 'Ada']])
  })

  it('reads an urlencoded head but its last, perhaps shortened, pair', () => {
    const body = new TextEncoder().encode('firstName=%C3%85se&email=a%40b.no&message=aaaa')
    expect(entries(oversizedFormFields(body, 'application/x-www-form-urlencoded'))).toEqual([
      ['firstName', 'Åse'],
      ['email', 'a@b.no'],
    ])
  })

  it('finds nothing in what is not a form, or has no boundary', () => {
    const bytes = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--')
    expect(entries(oversizedFormFields(bytes, 'multipart/form-data; boundary=x'))).toEqual([['a', '1']])
    expect(entries(oversizedFormFields(bytes, 'multipart/form-data'))).toEqual([])
    expect(entries(oversizedFormFields(bytes, 'text/plain'))).toEqual([])
  })
})
