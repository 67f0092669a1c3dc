import { subscribe } from 'node:diagnostics_channel'
import { Server } from 'node:http'
import { isMetricsServer } from '~/runtime/metrics-registry.server'
import { stopGracefully } from './shutdown.server'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`): the server it starts stops gracefully on SIGTERM
 * (shutdown.server.ts). Like connection-limits.nitro.ts it reaches that server through Node's hook for a server that
 * starts listening, the one public HTTP server this process runs (its metrics
 * listener, decision 116, is left alone).
 */
export default function gracefulShutdownOnListen(): void {
  subscribe('tracing:net.server.listen:asyncStart', (message) => {
    const server: unknown = typeof message === 'object' && message !== null ? Reflect.get(message, 'server') : null
    if (server instanceof Server && !isMetricsServer(server)) stopGracefully(server)
  })
}
