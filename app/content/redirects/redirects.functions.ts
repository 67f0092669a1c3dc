import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { slugSchema, validatorOf } from '~/content/server-fn-inputs'
import { LANGS } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { redirectTarget } from './redirects.server'

/**
 * For a detail page whose slug is not found: the path its document lives at now when the slug is an earlier one (a
 * renamed document), or one an editor redirected (decision 037). `null` otherwise.
 */
export const fetchMovedPath = createServerFn({ method: 'GET' })
  .validator(
    validatorOf(
      v.object({ screen: v.picklist(['blog', 'project', 'career']), lang: v.picklist(LANGS), slug: slugSchema }),
    ),
  )
  .handler(({ data }) => redirectTarget(screenPath(data.screen, data.lang, data.slug)))
