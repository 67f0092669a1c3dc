import { createIsomorphicFn } from '@tanstack/react-start'
import { deferredPart } from '~/components/deferred/Deferred'
import formStyles from '~/components/form/Form.module.css'
import spinnerStyles from '~/components/spinner/Spinner.module.css'
import { ApplicationForm } from './ApplicationForm'
import styles from './ApplicationForm.module.css'

/** The form itself, for the server's render only: the browser's bundle drops this import. */
const serverForm = createIsomorphicFn()
  .server(() => ApplicationForm)
  .client(() => null)

/**
 * The application form (with the forms' shared code and rules, about 5 KB compressed): a job opening's page shows it
 * from the server's HTML, and the browser fetches its code when a visitor reaches for it (issue 28), or with the
 * page's data on a client navigation (careers-loader.ts).
 */
export const applicationFormPart = deferredPart(
  () => import('./ApplicationForm').then((module) => module.ApplicationForm),
  serverForm(),
  [formStyles, spinnerStyles, styles],
)
