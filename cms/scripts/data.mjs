// The operator's commands on stored personal data (run through scripts/data.sh, which sets the environment): loads
// the built CMS without serving it, does one thing, and leaves one audit line naming the command (src/lib/personal-data.ts).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { fileURLToPath } from 'node:url'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(cmsDir, 'package.json'))

const USAGE = `Usage (from the repository root):
  npm run data:export -- <e-mail> <file.tar.gz>   everything stored for the address, as data.json plus its files
  npm run data:erase -- <e-mail> [--yes]          delete all of it, rows and files (asks first unless --yes)
  npm run data:retention                          delete what is older than RETENTION_DAYS, as the nightly job does`

function fail(message) {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

const [command, ...rest] = process.argv.slice(2)
const yes = rest.includes('--yes')
const args = rest.filter((arg) => arg !== '--yes')
const email = args[0]?.trim()
const wanted = { export: 2, erase: 1, retention: 0 }[command]
if (wanted === undefined) fail(command ? `Unknown command: ${command}` : 'No command given')
if (args.length !== wanted) fail(`${command} takes ${wanted} argument${wanted === 1 ? '' : 's'}`)
if (wanted > 0 && !/^[^\s@]+@[^\s@]+$/.test(email)) fail('The first argument must be an e-mail address')
// Erasing wants a yes: --yes, or typed on a terminal. Without either, say so before loading anything.
if (command === 'erase' && !yes && !process.stdin.isTTY) {
  console.error('Nothing erased: confirm with --yes when not on a terminal')
  process.exit(3)
}
const out = command === 'export' ? path.resolve(process.env.CMS_CALLER_DIR || process.cwd(), args[1]) : null
// An archive of someone's data is never written over another file (the export opens it with 'wx' too).
if (out && existsSync(out)) fail(`${out} exists already: give a new file name`)

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const describe = (c) =>
  `${plural(c.contactMessages, 'contact message')}, ${plural(c.jobApplications, 'job application')} and ${plural(c.files, 'file')}`

async function confirm(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(`${question} Type yes: `)
  prompt.close()
  return answer.trim().toLowerCase() === 'yes'
}

const { createStrapi } = require('@strapi/strapi')
const data = require(path.join(cmsDir, 'dist', 'src', 'lib', 'personal-data.js'))
const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load()
let code = 0
try {
  if (command === 'export') {
    console.log(
      `Exported ${describe(await data.exportForEmail(strapi, email, out, { command: 'data:export' }))} to ${out}`,
    )
  } else if (command === 'erase') {
    if (
      yes ||
      (await confirm(
        `Delete ${describe(await data.countForEmail(strapi, email, { command: 'data:erase' }))} stored for ${email}, for good?`,
      ))
    )
      console.log(`Erased ${describe(await data.eraseForEmail(strapi, email, { command: 'data:erase' }))}`)
    else {
      console.error('Nothing erased')
      code = 3
    }
  } else {
    console.log(`Deleted ${describe(await data.runRetention(strapi, { command: 'data:retention' }))}`)
  }
  if (code === 0) console.log(`Audit line appended to ${data.auditFile()}`)
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  code = 1
} finally {
  strapi.log.level = 'warn' // no "Shutting down" lines after the answer
  await strapi.destroy()
}
process.exit(code)
