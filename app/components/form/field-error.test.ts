import { describe, expect, it, vi } from 'vitest'
import { leaveField, shownFieldError } from './field-error'

const isKey = (value: unknown): value is 'required' | 'email' => value === 'required' || value === 'email'
const meta = (over: Partial<{ isTouched: boolean; isBlurred: boolean; errors: unknown[] }>) => ({
  isTouched: false,
  isBlurred: false,
  errors: [],
  ...over,
})

describe('shownFieldError', () => {
  it('shows the server error of a page rendered after a failed plain POST until the field is touched', () => {
    expect(shownFieldError(meta({}), false, isKey, 'email')).toBe('email')
    expect(shownFieldError(meta({ isTouched: true, isBlurred: true }), false, isKey, 'email')).toBeNull()
  })

  it('keeps quiet while the visitor is still typing in a field they have not left', () => {
    expect(shownFieldError(meta({ isTouched: true, errors: ['email'] }), false, isKey, undefined)).toBeNull()
  })

  it('shows the rule error once the field is left, or once the visitor tried to send', () => {
    expect(
      shownFieldError(meta({ isTouched: true, isBlurred: true, errors: ['email'] }), false, isKey, undefined),
    ).toBe('email')
    expect(shownFieldError(meta({ isTouched: true, errors: ['required'] }), true, isKey, undefined)).toBe('required')
    expect(shownFieldError(meta({ errors: ['required'] }), true, isKey, undefined)).toBe('required')
  })

  it('ignores what is not one of the form’s error keys', () => {
    expect(
      shownFieldError(meta({ isBlurred: true, isTouched: true, errors: [new Error('x')] }), false, isKey, undefined),
    ).toBeNull()
  })
})

describe('leaveField', () => {
  it('marks the field left, then runs its rule where its error is kept', () => {
    const calls: string[] = []
    leaveField({ handleBlur: () => calls.push('blur'), validate: vi.fn((cause: 'change') => calls.push(cause)) })
    expect(calls).toEqual(['blur', 'change'])
  })
})
