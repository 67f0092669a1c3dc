import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { APPLICATION_FIELD_LIMITS, CONTACT_FIELD_LIMITS } from '~/lib/field-limits'

/**
 * The forms' limits have one source (packages/shared/src/field-limits.ts), which the site and the CMS's checks import. The
 * content types' `maxLength` is JSON Strapi reads itself, so it cannot import it: this keeps the two equal.
 */
const schemaOf = (type: string) =>
  v.parse(
    v.object({ attributes: v.record(v.string(), v.object({ maxLength: v.optional(v.number()) })) }),
    JSON.parse(readFileSync(`cms/src/api/${type}/content-types/${type}/schema.json`, 'utf8')),
  )

describe("the CMS content types' maxLength", () => {
  it.each([
    ['contact-message', CONTACT_FIELD_LIMITS],
    ['job-application', APPLICATION_FIELD_LIMITS],
  ] as const)('%s agrees with the shared field limits', (type, limits) => {
    const { attributes } = schemaOf(type)
    for (const [field, max] of Object.entries(limits))
      expect([field, attributes[field]?.maxLength]).toEqual([field, max])
  })
})
