// @vitest-environment jsdom
import { useForm, useStore } from '@tanstack/react-form'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { oneOf } from '~/forms/form-rules'
import { SubmitButton, TextField, type TextFieldSpec } from './fields'
import { fieldRules, onFormSubmit, refuseFields, submitOptions, useTypedBeforeHydration } from './form-fields'

/*
 * The shared wiring of the two forms on TanStack Form, in a form of two fields built as ContactForm and
 * ApplicationForm build theirs: valibot rules through Standard Schema, the library's submit and submission state,
 * the server's refusals on the fields, and which error shows when.
 */

const isKey = oneOf(['required', 'email', 'taken'] as const)
type Key = 'required' | 'email' | 'taken'
const rules = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email')),
}
type Name = keyof typeof rules
const specs: TextFieldSpec<Name>[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
]
const names = specs.map((spec) => spec.name)

function TestForm({
  send,
  initial = { name: '', email: '' },
  rendered = {},
}: {
  send: (values: Record<Name, string>, refuse: (errors: Partial<Record<Name, Key>>) => void) => Promise<void>
  initial?: Record<Name, string>
  rendered?: Partial<Record<Name, Key>>
}) {
  const form = useForm({
    defaultValues: initial,
    ...submitOptions('f'),
    onSubmit: ({ value }) => send(value, (errors) => refuseFields(form, names, errors)),
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  useTypedBeforeHydration('f', form, initial)
  return (
    <form id="f" method="post" noValidate onSubmit={onFormSubmit(form)}>
      {specs.map((spec) => (
        <form.Field key={spec.name} name={spec.name} {...fieldRules(rules[spec.name])}>
          {(field) => (
            <TextField
              formId="f"
              spec={spec}
              field={field}
              label={spec.name}
              errorText={(error) => `error:${error}`}
              isKey={isKey}
              submitted={submitted}
              rendered={rendered[spec.name]}
              autoFocus={false}
            />
          )}
        </form.Field>
      ))}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => <SubmitButton busy={busy} label="Send" busyLabel="Sending" />}
      </form.Subscribe>
    </form>
  )
}

const input = (name: Name) => screen.getByLabelText(name)
const errorOf = (name: Name) => document.getElementById(`f-${name}-error`)?.textContent ?? ''
const type = (name: Name, value: string) => fireEvent.change(input(name), { target: { value } })
const send = () => act(async () => void fireEvent.submit(screen.getByRole('button').closest('form') ?? document.body))

describe('the forms on TanStack Form', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('validates with the valibot rules themselves, on change, blur and submit', () => {
    const { validators } = fieldRules(rules.email)
    expect(validators).toEqual({ onChange: rules.email, onBlur: rules.email, onSubmit: rules.email })
  })

  it('shows a rule error once the field is left, and drops it while a fix is typed, before any blur', () => {
    render(<TestForm send={vi.fn(async () => {})} />)
    type('email', 'ada')
    expect(errorOf('email')).toBe('')
    fireEvent.blur(input('email'))
    expect(errorOf('email')).toBe('error:email')
    expect(input('email').getAttribute('aria-invalid')).toBe('true')
    // The blur rule's error goes with the fix, not at the blur a click on Send would cause.
    type('email', 'ada@example.org')
    expect(errorOf('email')).toBe('')
    type('email', 'ada@')
    expect(errorOf('email')).toBe('error:email')
    // Tabbing through an empty required field says so.
    fireEvent.blur(input('name'))
    expect(errorOf('name')).toBe('error:required')
  })

  it('on an invalid submit: every error shows, focus goes to the first, nothing is sent', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0)
      return 0
    })
    const sent = vi.fn(async (_values: Record<Name, string>) => {})
    render(<TestForm send={sent} />)
    await send()
    expect(errorOf('email')).toBe('error:required')
    type('email', 'x')
    expect(errorOf('email')).toBe('error:email')
    await send()
    expect(sent).not.toHaveBeenCalled()
    expect(errorOf('name')).toBe('error:required')
    expect(errorOf('email')).toBe('error:email')
    expect(document.activeElement).toBe(input('name'))
    // The field's problem follows its value: no longer empty, only malformed.
    type('name', ' ')
    expect(errorOf('name')).toBe('error:required')
    expect(errorOf('email')).toBe('error:email')
    // A second Send runs every rule again (the library would skip it while errors stand), and sends once they pass.
    type('name', 'Ada')
    type('email', 'ada@example.org')
    await send()
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.org' })
  })

  it('is busy while sending, sends once, and shows a refused field’s error until it is edited', async () => {
    let finish: () => void = () => {}
    let refuse: (errors: Partial<Record<Name, Key>>) => void = () => {}
    const sent = vi.fn(
      (_values: Record<Name, string>, refuseWith: typeof refuse) =>
        new Promise<void>((resolve) => {
          refuse = refuseWith
          finish = resolve
        }),
    )
    render(<TestForm send={sent} initial={{ name: 'Ada', email: 'ada@example.org' }} />)
    await send()
    expect(screen.getByRole('button').textContent).toBe('Sending')
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true)
    await send()
    expect(sent).toHaveBeenCalledTimes(1)
    await act(async () => {
      refuse({ email: 'taken' })
      finish()
    })
    expect(screen.getByRole('button').textContent).toBe('Send')
    expect(errorOf('email')).toBe('error:taken')
    expect(errorOf('name')).toBe('')
    // Edited, the field's own rule speaks again; a value it accepts shows nothing.
    type('email', 'ada@example.com')
    expect(errorOf('email')).toBe('')
  })

  it('drops a refusal when the field is left, and clears it on the next Send', async () => {
    const shownWhileSending: string[] = []
    const sent = vi.fn(async (_values: Record<Name, string>, refuse: (errors: Partial<Record<Name, Key>>) => void) =>
      refuse({ name: 'taken' }),
    )
    render(<TestForm send={sent} initial={{ name: 'Ada', email: 'ada@example.org' }} />)
    await send()
    expect(errorOf('name')).toBe('error:taken')
    fireEvent.blur(input('name'))
    expect(errorOf('name')).toBe('')
    await send()
    expect(errorOf('name')).toBe('error:taken')
    sent.mockImplementation(async () => void shownWhileSending.push(errorOf('name')))
    await send()
    expect(sent).toHaveBeenCalledTimes(3)
    // The new Send ran without the old refusal standing.
    expect(shownWhileSending).toEqual([''])
  })

  it('renders the errors of a failed plain POST on the server, each until its field is touched', () => {
    const html = renderToString(
      <TestForm
        send={vi.fn(async () => {})}
        initial={{ name: 'Ada', email: 'ada@example' }}
        rendered={{ email: 'taken' }}
      />,
    )
    expect(html).toContain('error:taken')
    expect(html).toContain('value="ada@example"')
    render(
      <TestForm
        send={vi.fn(async () => {})}
        initial={{ name: 'Ada', email: 'ada@example' }}
        rendered={{ email: 'taken' }}
      />,
    )
    expect(errorOf('email')).toBe('error:taken')
    type('email', 'ada@example.org')
    expect(errorOf('email')).toBe('')
  })

  it('takes up what was typed into the inputs before the form hydrated', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<TestForm send={vi.fn(async () => {})} />)
    document.body.append(container)
    const early = container.querySelector<HTMLInputElement>('[name="email"]')
    if (early) early.value = 'ada'
    render(<TestForm send={vi.fn(async () => {})} />, { container, hydrate: true })
    expect(input('email')).toHaveProperty('value', 'ada')
    // As if typed now: the field is edited, so its error shows once left.
    fireEvent.blur(input('email'))
    expect(errorOf('email')).toBe('error:email')
    expect(errorOf('name')).toBe('')
  })
})
