// The Mozilla HTTP Observatory scanner (@mdn/mdn-http-observatory) against the production build, as deployed:
//   node scripts/check/observatory.mjs <observatory package dir>
// The scanner only scans a hostname on the standard ports and insists on HTTPS, so this script plays the part of the
// production edge on this machine: a throwaway certificate authority and certificate for `localhost`, TLS on :443 in
// front of the site, and :80 redirecting to it (needs root, as in CI). The site runs with a production configuration:
// SITE_URL and the CMS media origin on HTTPS. The grade must be A+.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttp, request } from 'node:http'
import { createServer as createHttps } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const observatoryDir = process.argv[2]
if (!observatoryDir) throw new Error('usage: observatory.mjs <dir where @mdn/mdn-http-observatory is installed>')
const cms = process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'
const sitePort = Number(process.env.OBSERVATORY_SITE_PORT ?? 3212)
const dir = mkdtempSync(join(tmpdir(), 'observatory-'))
const file = (name) => join(dir, name)

// ---- a certificate authority and a certificate for localhost, for this run only ----
const openssl = (...args) => execFileSync('openssl', args, { stdio: 'ignore' })
openssl(
  'req',
  '-x509',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  file('ca.key'),
  '-out',
  file('ca.pem'),
  '-days',
  '1',
  '-subj',
  '/CN=Origin throwaway test CA',
)
openssl(
  'req',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  file('site.key'),
  '-out',
  file('site.csr'),
  '-subj',
  '/CN=localhost',
)
writeFileSync(file('ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\n')
openssl(
  'x509',
  '-req',
  '-in',
  file('site.csr'),
  '-CA',
  file('ca.pem'),
  '-CAkey',
  file('ca.key'),
  '-CAcreateserial',
  '-out',
  file('site.pem'),
  '-days',
  '1',
  '-extfile',
  file('ext.cnf'),
)

// ---- the site, configured as in production ----
const site = spawn('node', ['.output/server/index.mjs'], {
  env: {
    ...process.env,
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    STRAPI_URL: cms,
    SITE_URL: 'https://localhost',
    STRAPI_MEDIA_URL: 'https://cms.localhost',
  },
  stdio: 'ignore',
})
const stop = []
const cleanup = () => {
  site.kill()
  for (const server of stop) server.close()
  rmSync(dir, { recursive: true, force: true })
}
process.on('exit', cleanup)
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`http://127.0.0.1:${sitePort}/terms`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break
  await new Promise((r) => setTimeout(r, 200))
}

// ---- the edge: TLS in front of the site, plain HTTP redirecting to it ----
const tls = createHttps({ key: readFileSync(file('site.key')), cert: readFileSync(file('site.pem')) }, (req, res) => {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: sitePort,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: 'localhost' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
})
const plain = createHttp((req, res) => res.writeHead(301, { Location: `https://localhost${req.url}` }).end())
const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: '::', ipv6Only: false }, resolve)
  })
try {
  await listen(tls, 443)
  await listen(plain, 80)
} catch (error) {
  console.error(`Cannot listen on ports 80 and 443 (${error.code}): run as root, as CI does.`)
  process.exit(1)
}
stop.push(tls, plain)

// ---- the scan, in a process that trusts the throwaway authority ----
const scanner = join(observatoryDir, 'node_modules', '@mdn', 'mdn-http-observatory', 'src', 'scanner', 'index.js')
const script = `import(${JSON.stringify(scanner)}).then(async (m) => process.stdout.write(JSON.stringify(await m.scan('localhost'))))`
const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
  env: { ...process.env, NODE_EXTRA_CA_CERTS: file('ca.pem') },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let output = ''
child.stdout.on('data', (chunk) => {
  output += chunk
})
const code = await new Promise((resolve) => child.on('close', resolve))
if (code !== 0) {
  console.error('The scanner failed')
  process.exit(1)
}
const result = JSON.parse(output)
console.log(
  `Mozilla HTTP Observatory: ${result.scan.grade} (score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed)`,
)
for (const [name, test] of Object.entries(result.tests)) {
  console.log(
    `  ${test.pass ? 'pass' : 'FAIL'}  ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
  )
}
process.exit(result.scan.grade === 'A+' ? 0 : 1)
