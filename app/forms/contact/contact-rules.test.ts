import * as v from 'valibot'
import { expect, it } from 'vitest'
import { contactSchema } from './contact-rules'

const messages = (input: unknown) => {
  // The form shows the first problem of each field.
  const result = v.safeParse(contactSchema, input, { abortPipeEarly: true })
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [i.path?.[0]?.key, i.message]))
}

it("gives product.md's messages for each rule", () => {
  expect(messages({ firstName: '', email: '', subject: ' ', message: '' })).toEqual({
    firstName: 'nameRequired',
    email: 'emailRequired',
    subject: 'subjectRequired',
    message: 'messageRequired',
  })
  expect(messages({ firstName: 'Ada', email: 'not-an-address', subject: 'Hi', message: 'Hello' })).toEqual({
    email: 'emailInvalid',
  })
  expect(messages({ firstName: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'x'.repeat(5001) })).toEqual({
    message: 'tooLong',
  })
})

it('accepts and trims a valid message', () => {
  expect(
    v.parse(contactSchema, { firstName: ' Ada ', email: 'ada@example.org', subject: 'Hi', message: 'Hello' }),
  ).toEqual({
    firstName: 'Ada',
    email: 'ada@example.org',
    subject: 'Hi',
    message: 'Hello',
  })
})
