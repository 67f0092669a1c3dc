import { createServerFn } from '@tanstack/react-start'
import { contactInput, submitContact } from './contact.server'
import { validatorOf } from './server-fn-inputs'

/** The contact form's POST server function, for visitors with JavaScript; the rules live in `submitContact`. */
export const sendContactMessage = createServerFn({ method: 'POST' })
  .validator(validatorOf(contactInput))
  .handler(({ data }) => submitContact(data))
