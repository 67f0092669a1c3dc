// Builds the site (`npm run build`) when there is no build or the code is newer than it; otherwise leaves `.output`
// alone, so a server already running from it (another check, a second instance) is never rebuilt under. Used by the
// e2e suite's server (tests/e2e/serve.mjs) and `npm run up`.
//
//   node scripts/build-if-stale.mjs
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the build reads: a change to any of them makes the build stale. */
const BUILD_INPUTS = [
  'app',
  'public',
  'cms/src/lib',
  'routeTree.gen.ts',
  'package-lock.json',
  'vite.config.ts',
  'build',
  'tsconfig.json',
]
/** Written last by a build that succeeded. */
const BUILT = '.output/nitro.json'

/** The newest modification time under the paths the build reads. */
function newest(paths) {
  let latest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry))
    // Tests are not built into the site.
    else if (!/\.test(-d)?\.tsx?$/.test(path)) latest = Math.max(latest, stat.mtimeMs)
  }
  for (const path of paths) visit(path)
  return latest
}

/** Builds when stale (in the working directory, the repository's root); `say` is told why. Throws when it fails. */
export function buildIfStale(say) {
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs >= newest(BUILD_INPUTS)) return
  say(existsSync(BUILT) ? 'the build is older than the code: npm run build' : 'no build yet: npm run build')
  if (spawnSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 2, 2] }).status !== 0)
    throw new Error('the build failed')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.chdir(join(fileURLToPath(import.meta.url), '../..'))
  buildIfStale((message) => process.stderr.write(`${message}\n`))
}
