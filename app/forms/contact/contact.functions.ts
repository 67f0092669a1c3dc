import { createServerFn } from '@tanstack/react-start'
import { validatorOf } from '~/content/server-fn-inputs'
import { sendOrKeepJson } from '~/forms/outbox/outbox.server'
import { type ContactResult, checkContact, contactInput } from './contact-rules'

/**
 * The contact form's server function, for visitors with JavaScript: stored by the CMS, or kept by the outbox while the
 * CMS is away. It answers with a result the form turns into a message; it never throws at the visitor.
 */
export const sendContactMessage = createServerFn({ method: 'POST' })
  .validator(validatorOf(contactInput))
  .handler(async ({ data }): Promise<ContactResult> => {
    const checked = checkContact(data)
    return 'result' in checked ? checked.result : sendOrKeepJson('contact', data.idempotencyKey, checked.message)
  })
