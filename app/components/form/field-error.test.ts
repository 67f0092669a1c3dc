import { describe, expect, it } from 'vitest'
import { type FieldState, shownFieldError } from './field-error'

type Key = 'required' | 'email'
const field = (over: Partial<FieldState<Key>>): FieldState<Key> => ({
  touched: false,
  left: false,
  error: null,
  ...over,
})

describe('shownFieldError', () => {
  it('shows the server error of a page rendered after a failed plain POST until the field is touched', () => {
    expect(shownFieldError(field({}), false, 'email')).toBe('email')
    expect(shownFieldError(field({ touched: true, left: true }), false, 'email')).toBeNull()
  })

  it('keeps quiet while the visitor is still typing in a field they have not left', () => {
    expect(shownFieldError(field({ touched: true, error: 'email' }), false, undefined)).toBeNull()
  })

  it('shows the rule error once the field is left, or once the visitor tried to send', () => {
    expect(shownFieldError(field({ touched: true, left: true, error: 'email' }), false, undefined)).toBe('email')
    expect(shownFieldError(field({ touched: true, error: 'required' }), true, undefined)).toBe('required')
    expect(shownFieldError(field({ error: 'required' }), true, undefined)).toBe('required')
  })
})
