import { createServerFn } from '@tanstack/react-start'
import { submitApplication } from './application.server'
import { InvalidInput } from './server-fn-inputs'

/** The job application's POST server function (multipart), for visitors with JavaScript; see `submitApplication`. */
export const sendJobApplication = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    if (!(input instanceof FormData)) throw new InvalidInput('A job application is sent as form data')
    return input
  })
  .handler(({ data }) => submitApplication(data))
