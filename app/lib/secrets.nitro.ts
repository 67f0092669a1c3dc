import { refuseWeakSecrets } from './secrets'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`): it runs when the server starts, before it listens, so
 * a production server with a weak secret stops at once with the variable's name instead of serving.
 */
export default function refuseWeakSecretsOnStart(): void {
  refuseWeakSecrets(process.env)
}
