import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/*
 * The request guard counts every POST to a server function against a form's allowance, multipart as an application
 * and anything else as a contact message, before its body is read (pipeline/request-guard.ts `formOfPost`). That holds
 * while the forms' are the only POST server functions; a new one must be given its own place in the guard first.
 */
it('has no POST server function but the two forms', () => {
  const posts: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(path, 'utf8')
        for (const match of source.matchAll(/export const (\w+) = createServerFn\(\{[^}]*method:\s*'POST'/g))
          posts.push(`${path}:${match[1]}`)
      }
    }
  }
  walk('app')
  expect(posts.sort()).toEqual([
    'app/forms/application/application.functions.ts:sendJobApplication',
    'app/forms/contact/contact.functions.ts:sendContactMessage',
  ])
})
