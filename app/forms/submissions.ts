import type { ApplicationResult, ApplicationTextField } from '~/forms/application/application-rules'
import type { ContactField, ContactResult } from '~/forms/contact/contact-rules'

/*
 * What a page's plain form POST (no JavaScript) hands to the page it renders again: what was typed and why it was not
 * sent. Client-safe: the screens read these from their loader data.
 */

type Failed<R> = Exclude<R, { ok: true }>

export type ContactSubmission = {
  values: Record<ContactField, string>
  result: Failed<ContactResult>
}

export type ApplicationSubmission = {
  values: Record<ApplicationTextField, string>
  result: Failed<ApplicationResult>
}

/** Loader data of a page with a form: the failed submission to show again, if this render answers one. */
export type FormPageData<S> = { submission: S | null }
