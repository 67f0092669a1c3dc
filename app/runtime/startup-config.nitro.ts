import { log } from './log.server'
import { checkStartupConfig } from './startup-config'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`): it runs when the server starts, before it listens, so
 * a production server with a malformed URL or a weak secret stops at once, naming the variable, instead of serving
 * broken pages (one `startup.refused` line, exit 1); a feature switched off by a missing variable is said once in the log.
 */
export default function checkStartupConfigOnStart(): void {
  let warnings: string[]
  try {
    warnings = checkStartupConfig(process.env)
  } catch (error) {
    // Said as one of the log's JSON lines, not as Node's stack of an uncaught error; the exit is the same.
    log('error', 'startup.refused', { reason: error instanceof Error ? error.message : String(error) })
    process.exit(1)
  }
  for (const warning of warnings) log('warn', 'config', { warning })
}
