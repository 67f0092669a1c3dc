/**
 * The CMS's Prometheus metrics (decisions 115 and 116): prom-client's registry with the process's own metrics, each
 * request by route template, method and status with its time (src/middlewares/metrics.ts counts them), and when the
 * newest backup was written. Served on 127.0.0.1:METRICS_PORT/metrics, never on the CMS's public port; off when
 * METRICS_PORT is unset. Each instance on a machine takes its own port.
 */
import { readdir, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { methodLabel, REQUEST_BUCKETS, REQUEST_DURATION, REQUESTS_TOTAL } from '@origin/shared/request-metrics'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

const registry = new Registry()
const registers = [registry]
collectDefaultMetrics({ register: registry })

const requests = new Counter({ ...REQUESTS_TOTAL, registers })
const duration = new Histogram({ ...REQUEST_DURATION, buckets: [...REQUEST_BUCKETS], registers })

export function countRequest(route: string, method: string, status: number, seconds: number): void {
  const known = methodLabel(method)
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
