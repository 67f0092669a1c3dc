import { subscribe } from 'node:diagnostics_channel'
import { Server } from 'node:http'
import { siteEnv } from '~/runtime/env.server'
import { isMetricsServer } from '~/runtime/metrics-registry.server'
import { answerClientErrors } from './client-errors.server'
import { applyConnectionLimits, CONNECTION_LIMITS } from './connection-limits.server'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`), which runs before the server is made. Nitro's Node
 * preset makes and starts the HTTP server itself and takes no options for it, so the limits are put on it through
 * Node's own hook for a server that starts listening (the `net.server.listen` tracing channel), before it accepts a
 * connection, and so are the answers to what its parser refuses (client-errors.server.ts). It is the one public HTTP
 * server this process runs (its metrics listener, decision 116, is left alone).
 */
export default function connectionLimitsOnListen(): void {
  subscribe('tracing:net.server.listen:asyncStart', (message) => {
    const server: unknown = typeof message === 'object' && message !== null ? Reflect.get(message, 'server') : null
    const { TRUST_PROXY, CONNECTIONS_PER_CLIENT } = siteEnv()
    const limits = { ...CONNECTION_LIMITS, perClient: CONNECTIONS_PER_CLIENT }
    if (!(server instanceof Server) || isMetricsServer(server)) return
    applyConnectionLimits(server, { trustProxy: TRUST_PROXY, limits })
    answerClientErrors(server)
  })
}
