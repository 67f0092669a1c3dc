import { log } from './log.server'
import { checkStartupConfig } from './startup-config'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`): it runs when the server starts, before it listens, so
 * a production server with a malformed URL or a weak secret stops at once, naming the variable, instead of serving
 * broken pages; a feature switched off by a missing variable is said once in the log.
 */
export default function checkStartupConfigOnStart(): void {
  for (const warning of checkStartupConfig(process.env)) log('warn', 'config', { warning })
}
