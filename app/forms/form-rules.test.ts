import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { clipped, fieldOf, firstErrorKey, formString, idempotencyKeySchema, oneOf } from './form-rules'

describe('the forms’ shared rules', () => {
  it('guards error keys and field names by their one list', () => {
    const isKey = oneOf(['required', 'tooLong'])
    expect([isKey('required'), isKey('tooLong'), isKey('other'), isKey(undefined)]).toEqual([true, true, false, false])
    const isField = fieldOf({ name: 1, email: 2 })
    expect([isField('name'), isField('email'), isField('toString'), isField('__proto__')]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it("gives a value's first problem as a key, and nothing for a message that is not one", () => {
    const isKey = oneOf(['required', 'email'])
    const schema = v.pipe(v.string(), v.nonEmpty('required'), v.email('email'))
    expect(firstErrorKey(schema, '', isKey)).toBe('required')
    expect(firstErrorKey(schema, 'nope', isKey)).toBe('email')
    expect(firstErrorKey(schema, 'a@b.no', isKey)).toBeUndefined()
    expect(firstErrorKey(v.pipe(v.string(), v.minLength(9, 'short')), 'x', isKey)).toBeUndefined()
  })

  it('accepts only a well-formed idempotency key', () => {
    for (const good of ['0123456789abcdef', 'nojs-0a1b2c3d', `site-${crypto.randomUUID()}`])
      expect(v.is(idempotencyKeySchema, good)).toBe(true)
    for (const bad of ['', 'short', 'a'.repeat(101), 'has space 123', 'line\nbreak123', 42, undefined])
      expect(v.is(idempotencyKeySchema, bad)).toBe(false)
  })

  it('cuts values to their limits and reads a posted form’s text', () => {
    expect(clipped({ a: 'abcdef', b: 'xy' }, { a: 3, b: 5 })).toEqual({ a: 'abc', b: 'xy' })
    const form = new FormData()
    form.set('name', 'Ada')
    form.set('file', new Blob(['x']), 'cv.pdf')
    expect([
      formString(form, 'name'),
      formString(form, 'file'),
      formString(form, 'none'),
      formString(null, 'name'),
    ]).toEqual(['Ada', '', '', ''])
  })
})
