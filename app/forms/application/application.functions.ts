import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { InvalidInput, slugSchema } from '~/content/server-fn-inputs'
import { LANGS } from '~/i18n/lang'
import { positionOf, submitApplication } from './application.server'

/** The job an application names: its page's language and slug, sent beside the fields (`job`, `lang`). */
const jobOfForm = v.object({ lang: v.picklist(LANGS), slug: slugSchema })

/**
 * The job application's POST server function (multipart), for visitors with JavaScript; see `submitApplication`. An
 * application for a job that is not published (a made-up slug, or one closed since the page was opened) is refused
 * as input (400), nothing stored.
 */
export const sendJobApplication = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    if (!(input instanceof FormData)) throw new InvalidInput('A job application is sent as form data')
    const job = v.safeParse(jobOfForm, { lang: input.get('lang'), slug: input.get('job') })
    if (!job.success) throw new InvalidInput('Invalid input: job')
    return { form: input, job: job.output }
  })
  .handler(async ({ data }) => {
    const position = await positionOf(data.job)
    if (position === null) throw new InvalidInput('No such job')
    return submitApplication(data.form, position)
  })
