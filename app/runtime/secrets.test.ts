import { describe, expect, it } from 'vitest'
import { weakSecrets } from './secrets'

describe('weakSecrets', () => {
  it('names placeholders and short values; unset ones switch a feature off and pass', () => {
    const env = {
      CMS_WRITE_TOKEN: 'change-me',
      PREVIEW_SECRET: 'short-but-real-1',
      REVALIDATE_SECRET: 'x'.repeat(40),
      CMS_PREVIEW_TOKEN: '',
      STRAPI_READ_TOKEN: undefined,
    }
    expect(weakSecrets(env)).toEqual([
      'CMS_WRITE_TOKEN is a placeholder',
      'PREVIEW_SECRET is shorter than 32 characters',
      'REVALIDATE_SECRET is a placeholder',
    ])
    expect(weakSecrets({ CMS_WRITE_TOKEN: 'q3J9vX2mLr8TzP4wK7yN1cB6hF0dS5aGeU', PREVIEW_SECRET: undefined })).toEqual(
      [],
    )
  })
})
