import { existsSync, readFileSync } from 'node:fs'
import { readCmsEnv } from '../cms-env.mjs'

/**
 * After the whole run: the suite's own server logged every request of it, forms sent right and wrong included. Its
 * log holds no secret of the CMS's configuration, no e-mail address (every form the tests send has one) and no line
 * that is not one JSON object with its time, level and event.
 */
/** One JSON object with the fields every line of the site's log has. */
function isLogLine(line: string): boolean {
  try {
    const parsed: unknown = JSON.parse(line)
    if (typeof parsed !== 'object' || parsed === null) return false
    return ['time', 'level', 'event'].every((key) => typeof Reflect.get(parsed, key) === 'string')
  } catch {
    return false
  }
}

export default function globalTeardown() {
  const file = process.env.E2E_SITE_LOG
  if (process.env.E2E_BASE_URL || !file || !existsSync(file)) return
  const log = readFileSync(file, 'utf8')
  const problems: string[] = []
  const secrets = Object.entries(readCmsEnv()).filter(
    ([key, value]) => /SECRET|TOKEN|PASSWORD|SALT|KEY/.test(key) && value.length >= 8,
  )
  for (const [key, value] of secrets) {
    for (const part of value.split(','))
      if (part.length >= 8 && log.includes(part)) problems.push(`the value of ${key}`)
  }
  const email = /[\w.+-]+@[\w-]+\.[\w.-]+/.exec(log)
  if (email) problems.push(`an e-mail address (${email[0].replace(/^[^@]+/, '…')})`)
  const lines = log.split('\n').filter((line) => line.trim() !== '')
  // Every line one JSON object of the log's shape, the HTTP library's notices included (issue 64.3).
  const stray = lines.filter((line) => !isLogLine(line))
  if (stray.length > 0)
    problems.push(`${stray.length} line(s) that are not JSON log lines, the first: ${stray[0]?.slice(0, 200)}`)
  if (lines.length === 0) problems.push('no line at all (the log did not reach the file)')
  if (problems.length > 0) throw new Error(`The site's log of this run (${file}) holds ${problems.join('; ')}`)
  console.log(`The site's log of this run: ${lines.length} lines, each a JSON object, no secret or e-mail address.`)
}
