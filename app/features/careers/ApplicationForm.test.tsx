// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationResult } from '~/forms/application/application-rules'
import { I18nProvider, translator } from '~/i18n'
import { ApplicationForm } from './ApplicationForm'

/*
 * The job application on TanStack Form: its text fields and its two files are `form.Field`s, the files validated by
 * their own rule, the server's refusals shown on the field they name. The server function is replaced by `send`.
 */

const send = vi.fn<(input: { data: FormData }) => Promise<ApplicationResult>>()
vi.mock('@tanstack/react-start', () => ({ useServerFn: () => send }))
vi.mock('~/forms/application/application.functions', () => ({ sendJobApplication: {} }))

const t = translator('en')
const errors = t.apply.errors
const renderForm = () =>
  render(
    <I18nProvider value={{ lang: 'en', shellLang: 'en' }}>
      <ApplicationForm job={{ lang: 'en', slug: 'designer' }} submission={null} sent={false} />
    </I18nProvider>,
  )
const form = () => screen.getByRole('form')
const fileInput = (key: 'file1' | 'file2') => form().querySelector<HTMLInputElement>(`input[name="${key}"]`)
const errorOf = (name: string) => document.getElementById(`${form().id}-${name}-error`)?.textContent ?? 'no such field'
const choose = (key: 'file1' | 'file2', file: File) => {
  const input = fileInput(key)
  if (!input) throw new Error(`no ${key} input`)
  fireEvent.change(input, { target: { files: [file] } })
}
const type = (name: string, value: string) => {
  const input = form().querySelector(`[name="${name}"]`)
  if (!input) throw new Error(`no ${name} input`)
  fireEvent.change(input, { target: { value } })
}
const submit = () => act(async () => void fireEvent.submit(form()))
const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

function fillText() {
  type('name', 'Ada')
  type('surname', 'Lovelace')
  type('email', 'ada@example.org')
}

describe('ApplicationForm', () => {
  beforeEach(() => {
    send.mockReset()
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('on a first Send shows every field’s problem, the CV’s too, and sends nothing', async () => {
    renderForm()
    await submit()
    expect(send).not.toHaveBeenCalled()
    expect(errorOf('name')).toBe(errors.required())
    expect(errorOf('email')).toBe(errors.required())
    expect(errorOf('file1')).toBe(errors.cvRequired())
    expect(errorOf('file2')).toBe('')
    expect(fileInput('file1')?.getAttribute('aria-invalid')).toBe('true')
  })

  it('checks a chosen file at once, and a better choice clears it', () => {
    renderForm()
    choose('file2', new File(['x'], 'letter.txt', { type: 'text/plain' }))
    expect(errorOf('file2')).toBe(errors.fileType())
    choose('file2', pdf('letter.pdf'))
    expect(errorOf('file2')).toBe('')
    expect(screen.getByText(t.apply.chosen({ name: 'letter.pdf' }))).toBeTruthy()
  })

  it('sends the text, the files and the job, then shows what the server refused on its field', async () => {
    send.mockResolvedValue({ ok: false, reason: 'invalid', fields: { file1: 'fileType', email: 'email' } })
    renderForm()
    fillText()
    choose('file1', pdf())
    await submit()
    expect(send).toHaveBeenCalledTimes(1)
    const body = send.mock.calls[0]?.[0].data
    expect(body?.get('name')).toBe('Ada')
    expect(body?.get('job')).toBe('designer')
    expect(body?.get('lang')).toBe('en')
    expect(body?.get('file1')).toBeInstanceOf(File)
    expect(body?.get('idempotencyKey')).toMatch(/.+/)
    expect(errorOf('file1')).toBe(errors.fileType())
    expect(errorOf('email')).toBe(errors.email())
    // Another file, or an edit, and the refusal goes.
    choose('file1', pdf('cv-2.pdf'))
    expect(errorOf('file1')).toBe('')
    type('email', 'ada@example.com')
    expect(errorOf('email')).toBe('')
  })

  it('is busy while sending and shows what was sent once the server took it', async () => {
    let answer: (result: ApplicationResult) => void = () => {}
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderForm()
    fillText()
    choose('file1', pdf())
    await submit()
    const button = screen.getByRole('button', { name: t.apply.submitting() })
    expect(button.hasAttribute('disabled')).toBe(true)
    await submit()
    expect(send).toHaveBeenCalledTimes(1)
    // jsdom lays nothing out: the sent message's scroll into view is the browser's.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: () => {}, configurable: true })
    await act(async () => answer({ ok: true }))
    expect(screen.getByTestId('application-sent')).toBeTruthy()
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView')
  })
})
