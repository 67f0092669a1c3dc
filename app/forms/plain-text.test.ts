import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { applicationFieldError } from '~/forms/application/application-rules'
import { contactSchema } from '~/forms/contact/contact-rules'
import { multiLine, oneLine } from './plain-text'

const NUL = String.fromCharCode(0)
const ESC = String.fromCharCode(0x1b)
const C1 = String.fromCharCode(0x85)
const RLO = '\u202e'
const ISOLATE = '\u2067'

describe('oneLine', () => {
  it('drops control characters and bidi overrides, and turns line breaks and tabs into spaces', () => {
    expect(oneLine(`Ada${NUL}${ESC}[31m${RLO}gpj.exe${ISOLATE}${C1}`)).toBe('Ada[31mgpj.exe')
    expect(oneLine('Ada\r\nLovelace\tKing\rI')).toBe('Ada Lovelace King I')
    expect(oneLine('Åse Ødegård — 😀')).toBe('Åse Ødegård — 😀')
  })
})

describe('multiLine', () => {
  it('keeps line breaks and tabs, normalises CR LF, and drops every other control', () => {
    expect(multiLine(`Hello\r\nthere\rfriend\t!${NUL}${RLO}${ESC}`)).toBe('Hello\nthere\nfriend\t!')
  })
})

describe('the forms store what the rule leaves', () => {
  it('a contact message', () => {
    const parsed = v.parse(contactSchema, {
      firstName: `${RLO}Ada${NUL}`,
      email: `ada@example.org${ESC}`,
      subject: `Hi\r\nthere`,
      message: `Line one\r\nLine two${NUL}`,
    })
    expect(parsed).toEqual({
      firstName: 'Ada',
      email: 'ada@example.org',
      subject: 'Hi there',
      message: 'Line one\nLine two',
    })
  })
  it('a field left with nothing but controls is empty, so required', () => {
    expect(applicationFieldError('name', `${NUL}${RLO}`)).toBe('required')
  })
})
