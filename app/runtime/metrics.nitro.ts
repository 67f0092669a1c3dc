import { siteEnv } from './env.server'
import { errorFields, log } from './log.server'
import { installMetrics } from './metrics.server'
import { metricsServer, siteRegistry } from './metrics-registry.server'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`): with METRICS_PORT set, the site's metrics are kept
 * (metrics.server.ts) and served on 127.0.0.1:METRICS_PORT/metrics (decision 116), before the first request. A port
 * that cannot be had (another instance on it) is an error in the log, not a site that does not start.
 */
export default function metricsOnStart(): void {
  const port = siteEnv().METRICS_PORT
  if (port === 0) return
  const { registry, sink } = siteRegistry()
  installMetrics(sink)
  const server = metricsServer(registry)
  server.on('error', (error) => log('error', 'metrics.listen-failed', { port, error: errorFields(error) }))
  server.listen(port, '127.0.0.1', () => log('info', 'metrics.listening', { address: `127.0.0.1:${port}` }))
}
