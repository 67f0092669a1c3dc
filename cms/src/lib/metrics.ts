/**
 * The CMS's Prometheus metrics (decisions 115 and 116): prom-client's registry with the process's own metrics, each
 * request by route template, method and status with its time (src/middlewares/metrics.ts counts them), and when the
 * newest backup was written. Served on 127.0.0.1:METRICS_PORT/metrics, never on the CMS's public port; off when
 * METRICS_PORT is unset. Each instance on a machine takes its own port.
 */
import { readdir, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

const registry = new Registry()
const registers = [registry]
collectDefaultMetrics({ register: registry })

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route template, method and status',
  labelNames: ['route', 'method', 'status'],
  registers,
})
const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by route template and method',
  labelNames: ['route', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
})

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function countRequest(route: string, method: string, status: number, seconds: number): void {
  const known = METHODS.has(method) ? method : 'other'
  requests.inc({ route, method: known, status: String(status) })
  duration.observe({ route, method: known }, seconds)
}

/** The backups' archives as cms/scripts/backup.mjs names them: written whole and checked before they get this name. */
const ARCHIVE = /^origin-cms-\d{8}T\d{6}Z\.tar\.gz$/

/** When the newest archive in `dir` was written, in seconds since the epoch; 0 when there is none (never backed up). */
async function newestBackupSeconds(dir: string): Promise<number> {
  let names: string[]
  try {
    names = (await readdir(dir)).filter((name) => ARCHIVE.test(name))
  } catch {
    return 0
  }
  const times = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (info) => info.mtimeMs,
        () => 0,
      ),
    ),
  )
  return Math.max(0, ...times) / 1000
}

/** Where the backups are written: BACKUP_DIR, relative to cms/ as backup.sh reads it (read by config/server.ts). */
let backupDir: string | null = null

new Gauge({
  name: 'cms_backup_last_success_timestamp_seconds',
  help: 'When the newest backup archive in BACKUP_DIR was written (0: none there)',
  registers,
  async collect() {
    this.set(backupDir === null ? 0 : await newestBackupSeconds(backupDir))
  },
})

/** The metrics listener on 127.0.0.1:`port`: `GET /metrics`, anything else 404. */
export function serveMetrics(port: number, backups: string, onError: (error: Error) => void): Server {
  backupDir = backups
  const server = createServer((request, response) => {
    const asked = (request.url ?? '').split('?')[0]
    if (asked !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
        response.end(request.method === 'HEAD' ? undefined : text)
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    )
  })
  server.on('error', onError)
  // Never what keeps a stopping CMS up.
  server.unref()
  server.listen(port, '127.0.0.1')
  return server
}
