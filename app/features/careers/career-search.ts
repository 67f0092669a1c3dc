import * as v from 'valibot'

/**
 * A career page's URL state: `?sent=1` after an application sent without JavaScript (the POST redirects here, so a
 * reload does not send it again). Anything else is ignored.
 */
export const careerSearchSchema = v.object({
  sent: v.fallback(v.optional(v.literal(1)), undefined),
})
