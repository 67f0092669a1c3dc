import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { admin } from '../../../cms/src/admin/norwegian/admin'
import { contentManager } from '../../../cms/src/admin/norwegian/content-manager'
import { i18n } from '../../../cms/src/admin/norwegian/i18n'
import { personalData } from '../../../cms/src/admin/norwegian/personal-data'
import { unlisted } from '../../../cms/src/admin/norwegian/unlisted'
import { upload } from '../../../cms/src/admin/norwegian/upload'
import { PERSONAL_DATA_MESSAGES } from '../../../cms/src/admin/personal-data/labels'

/**
 * The admin panel's Norwegian (decision 070) against the English Strapi ships: every message we give is one Strapi
 * has (a Strapi update that renames a key shows here, not as English in an editor's Norwegian admin), with the same
 * placeholders and tags, and the content manager, where editors work, is complete.
 */

const STRAPI = new URL('../../../cms/node_modules/@strapi/', import.meta.url)

const isMessages = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string')

/** Strapi's English messages of a package, as its admin build ships them. */
async function english(path: string): Promise<Record<string, string>> {
  const module: unknown = await import(new URL(path, STRAPI).href)
  const messages = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : null
  if (!isMessages(messages)) throw new Error(`${path} holds no messages`)
  return messages
}

/**
 * The arguments of an ICU message (`{count}`, `{count, plural, one {…} other {…}}`, with those inside its branches)
 * and its tags (`<b>`): what a translation must keep, whatever its words.
 */
function markers(message: string): string[] {
  const found = new Set<string>()
  for (const tag of message.matchAll(/<\/?[a-zA-Z]+>/g)) found.add(tag[0])
  let at = 0
  /** Reads text up to the `}` that closes the current level (or the end), noting every argument in it. */
  const text = () => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') argument()
      else at++
    }
  }
  const argument = () => {
    at++
    const end = message.slice(at).search(/[,}]/)
    const head = end < 0 ? message.slice(at) : message.slice(at, at + end)
    found.add(head.trim())
    at += head.length
    if (message[at] === ',') {
      const rest = message.slice(at + 1)
      const type = rest.split(/[,}]/)[0]?.trim()
      at += 1 + (rest.split(/[,}]/)[0]?.length ?? 0)
      if (type === 'plural' || type === 'select' || type === 'selectordinal') {
        at++ // the comma before the branches
        while (at < message.length && message[at] !== '}') {
          if (message[at] === '{') {
            at++
            text()
          }
          at++
        }
      } else {
        while (at < message.length && message[at] !== '}') at++
      }
    }
    at++
  }
  text()
  return [...found].sort()
}

const PACKAGES = [
  ['admin', admin, 'admin/dist/admin/admin/src/translations/en.json.mjs'],
  ['content manager', contentManager, 'content-manager/dist/admin/translations/en.json.mjs'],
  ['languages', i18n, 'i18n/dist/admin/translations/en.json.mjs'],
  ['media library', upload, 'upload/dist/admin/translations/en.json.mjs'],
] as const

describe("the admin's Norwegian", () => {
  for (const [name, norwegian, path] of PACKAGES) {
    it(`gives only messages Strapi has, with their placeholders: ${name}`, async () => {
      const source = await english(path)
      const problems = Object.entries(norwegian).flatMap(([key, message]) => {
        const original = source[key]
        if (original === undefined) return [`${key}: not one of Strapi's messages`]
        if (!message.trim()) return [`${key}: empty`]
        const [want, got] = [markers(original).join(' '), markers(message).join(' ')]
        return want === got ? [] : [`${key}: has ${got || 'no placeholders'}, Strapi's has ${want}`]
      })
      expect(problems).toEqual([])
    })
  }

  it('says what our personal-data page says, with its placeholders and plural forms', () => {
    const problems = Object.entries(PERSONAL_DATA_MESSAGES).flatMap(([key, original]) => {
      const message = Reflect.get(personalData, key)
      if (typeof message !== 'string' || !message.trim()) return [`${key}: no Norwegian`]
      const [want, got] = [markers(original).join(' '), markers(message).join(' ')]
      return want === got ? [] : [`${key}: has ${got || 'no placeholders'}, the English has ${want}`]
    })
    expect(problems).toEqual([])
  })

  it("gives the messages Strapi's code asks for outside its files only where its code asks for them", () => {
    const code = ['admin/dist/admin/admin/src', 'content-manager/dist/admin', 'i18n/dist/admin']
      .flatMap((folder) => {
        const root = fileURLToPath(new URL(folder, STRAPI))
        return readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.mjs'))
          .map((file) => readFileSync(join(root, file), 'utf8'))
      })
      .join('\n')
    const asked = (key: string) => {
      const plugin = /^(content-manager|i18n)\.(.+)$/.exec(key)
      return code.includes(`id: '${key}'`) || (plugin !== null && code.includes(`getTranslation('${plugin[2]}')`))
    }
    expect(Object.keys(unlisted).filter((key) => !asked(key))).toEqual([])
  })

  it('covers the whole content manager', async () => {
    const source = await english('content-manager/dist/admin/translations/en.json.mjs')
    expect(Object.keys(source).filter((key) => !(key in contentManager))).toEqual([])
  })
})
