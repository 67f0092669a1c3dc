import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'

/**
 * What the browsers reach the site through, in every engine alike: a pass-through proxy in front of the production
 * server that sees every request of the site's origin and every page's errors from the very first line of each
 * document. Classic WebDriver (WebKit) has no init script and WebKitGTK's driver no console log, so the proxy puts a
 * small script at the top of each page's `<head>` (with the page's own CSP nonce) that reports `error` and
 * `unhandledrejection` events with `navigator.sendBeacon`, which still arrives when the page is navigating away.
 *
 * It also gives each test its own client address (`X-Forwarded-For`, the server trusts it in this suite), so the
 * forms' per-client rate limit never counts one test's posts against another's, or one run's against the next.
 */
export type Problem = { kind: 'status' | 'error' | 'unreachable'; text: string }

const REPORT_PATH = '/__engines/report'
/** A page of the site's origin that loads nothing, where a test sets storage before the first real page. */
export const BLANK_PATH = '/__engines/blank'
const BLANK =
  '<!doctype html><html lang="en"><head><title>blank</title><link rel="icon" href="data:,"></head><body></body></html>'

/** The capture, as it runs in the page (kept to plain ES2017 so every engine parses it). */
const CAPTURE = `(function () {
  function send(kind, text) {
    try { navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ kind: kind, text: String(text).slice(0, 500), page: location.pathname })) } catch (e) {}
  }
  addEventListener('error', function (event) {
    if (event.target && event.target !== window && event.target.tagName) return
    send('error', (event.error && event.error.stack ? event.error.message : event.message) + ' @ ' + event.filename + ':' + event.lineno)
  })
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason
    send('unhandledrejection', reason && reason.message ? reason.name + ': ' + reason.message : reason)
  })
})()`

export type Probe = {
  url: string
  /** Everything seen since the last call (and forgets it): failed answers, page errors, unreachable upstream. */
  take: () => Problem[]
  /** The address the server reads as the client's from now on. */
  setClient: (address: string) => void
  close: () => Promise<void>
}

/** A document that is meant to answer with this status (a not-found page is a 404 by design). */
export type Expected = (method: string, path: string, status: number) => boolean

export async function startProbe(port: number, upstream: URL, expected: Expected): Promise<Probe> {
  let problems: Problem[] = []
  let client = '10.99.0.1'
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    if (req.method === 'POST' && path === REPORT_PATH) {
      readBody(req).then((body) => {
        try {
          const report: { kind: string; text: string; page: string } = JSON.parse(body)
          problems.push({ kind: 'error', text: `${report.kind} on ${report.page}: ${report.text}` })
        } catch {
          problems.push({ kind: 'error', text: `an unreadable report: ${body.slice(0, 200)}` })
        }
        res.writeHead(204).end()
      })
      return
    }
    if (req.method === 'GET' && path === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BLANK)
      return
    }
    const headers = { ...req.headers, 'x-forwarded-for': client }
    // A page is read whole here to be given the capture: asked for without compression.
    const isPage = /text\/html/.test(String(req.headers.accept ?? '')) && req.method === 'GET'
    if (isPage) delete headers['accept-encoding']
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers },
      (answer) => {
        const status = answer.statusCode ?? 0
        if (status >= 400 && !expected(req.method ?? 'GET', path, status))
          problems.push({ kind: 'status', text: `${req.method} ${path} answered ${status}` })
        const type = String(answer.headers['content-type'] ?? '')
        if (!isPage || !type.includes('text/html')) {
          res.writeHead(status, answer.headers)
          answer.pipe(res)
          return
        }
        const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1]
        const outHeaders = { ...answer.headers }
        delete outHeaders['content-length']
        res.writeHead(status, outHeaders)
        // The capture goes in right after `<head>`: everything before it in the stream is passed on as it comes.
        let head = ''
        let injected = false
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          if (injected) return void res.write(chunk)
          head += chunk
          const at = /<head[^>]*>/i.exec(head)
          if (!at) return
          injected = true
          const end = at.index + at[0].length
          const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>${CAPTURE}</script>`
          res.write(head.slice(0, end) + script + head.slice(end))
        })
        answer.on('end', () => res.end(injected ? undefined : head))
      },
    )
    forward.on('error', (error) => {
      problems.push({ kind: 'unreachable', text: `${req.method} ${path}: ${error.message}` })
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const seen = problems
      problems = []
      return seen
    },
    setClient: (address) => {
      client = address
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
  })
}
