// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFormFields } from './use-form-fields'

type Name = 'name' | 'email'
type Key = 'required' | 'email' | 'taken'
const names: Name[] = ['name', 'email']
const rule = (name: Name, value: string): Key | undefined =>
  value.trim() === '' ? 'required' : name === 'email' && !value.includes('@') ? 'email' : undefined

function setup(rendered: Partial<Record<Name, Key>> = {}, initial = { name: '', email: '' }) {
  return renderHook(() => useFormFields({ formId: 'f', names, initial, rule, rendered }))
}

/** What the form's submit handler uses of React's event. */
function submitEvent() {
  const preventDefault = vi.fn()
  return { event: { preventDefault }, preventDefault }
}

describe('useFormFields', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('shows a rule error once the field is left, and drops it while a fix is typed', () => {
    const { result } = setup()
    act(() => result.current.field('email').onChange('ada'))
    expect(result.current.field('email').error).toBeNull()
    act(() => result.current.field('email').onBlur())
    expect(result.current.field('email').error).toBe('email')
    act(() => result.current.field('email').onChange('ada@example.org'))
    expect(result.current.field('email').error).toBeNull()
    // Tabbing through an empty required field says so.
    act(() => result.current.field('name').onBlur())
    expect(result.current.field('name').error).toBe('required')
  })

  it('takes up what was typed into the inputs before the form hydrated', () => {
    document.body.innerHTML = `<form id="f"><input name="name" value=""><input name="email" value=""></form>`
    const typed = document.querySelector<HTMLInputElement>('[name="email"]')
    if (typed) typed.value = 'ada'
    const { result } = setup()
    expect(result.current.values).toEqual({ name: '', email: 'ada' })
    // As if typed now: the field is touched, so its error shows once left.
    act(() => result.current.field('email').onBlur())
    expect(result.current.field('email').error).toBe('email')
    expect(result.current.field('name').error).toBeNull()
  })

  it('shows the errors of a page rendered after a plain POST until each field is touched', () => {
    const { result } = setup({ email: 'taken' }, { name: 'Ada', email: 'ada@example.org' })
    expect(result.current.field('email').error).toBe('taken')
    expect(result.current.field('email').value).toBe('ada@example.org')
    act(() => result.current.field('email').onBlur())
    expect(result.current.field('email').error).toBeNull()
  })

  it('on an invalid submit: every error shows, focus goes to the first, nothing is sent', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { result } = setup()
    const send = vi.fn(async () => {})
    act(() => result.current.field('email').onChange('x'))
    const { event, preventDefault } = submitEvent()
    await act(() => result.current.onSubmit(send)(event))
    expect(preventDefault).toHaveBeenCalled()
    expect(send).not.toHaveBeenCalled()
    expect(frames).toHaveBeenCalledTimes(1)
    // Also the field never touched: a submit shows every field's problem at once.
    expect(result.current.field('name').error).toBe('required')
    expect(result.current.field('email').error).toBe('email')
  })

  it('runs the form’s own check on every submit, and it alone can stop the sending', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { result } = setup({}, { name: 'Ada', email: 'ada@example.org' })
    const send = vi.fn(async () => {})
    const alsoValid = vi.fn(() => false)
    await act(() => result.current.onSubmit(send, alsoValid)(submitEvent().event))
    expect(alsoValid).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    // A second try runs it again, and sends once it passes.
    alsoValid.mockReturnValue(true)
    await act(() => result.current.onSubmit(send, alsoValid)(submitEvent().event))
    expect(alsoValid).toHaveBeenCalledTimes(2)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends the values once while sending, then keeps a refused field’s error until it is edited', async () => {
    const { result } = setup({}, { name: 'Ada', email: 'ada@example.org' })
    let finish: () => void = () => {}
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    act(() => {
      void result.current.onSubmit(send)(submitEvent().event)
    })
    expect(result.current.isSubmitting).toBe(true)
    act(() => {
      void result.current.onSubmit(send)(submitEvent().event)
    })
    // The rules run, then the values go out: once.
    await act(async () => {})
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.org' })
    act(() => result.current.refuse({ email: 'taken' }))
    await act(async () => finish())
    expect(result.current.isSubmitting).toBe(false)
    expect(result.current.field('email').error).toBe('taken')
    expect(result.current.field('name').error).toBeNull()
    // Edited, the field's own rule speaks again; a value it accepts shows nothing.
    act(() => result.current.field('email').onChange('ada@example.com'))
    expect(result.current.field('email').error).toBeNull()
  })
})
