// A local S3-compatible server for the tests (decision 085): npm's s3rver, on 127.0.0.1 only, storing in a folder,
// with the two buckets of a scaled-out CMS and the access rules an operator sets on a real provider, which s3rver
// itself does not enforce (it lets anonymous requests do anything, and does not check version 4 signatures):
//
//   - a request signed with the one key pair given (version 4, in the header or presigned in the address) may do
//     anything, and its signature is checked: a changed byte, another key or an expired address is refused (403);
//   - an anonymous one may only read (GET, HEAD) an object of the media bucket, which is public-read;
//   - anything else anonymous (the private bucket, a listing, a write) is refused (403 AccessDenied), as S3 does for a
//     bucket with its public access blocked.
//
//   node cms/tests/s3-server.mjs <folder> <port> <media bucket> <private bucket>
//     with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; prints one line when it listens, stops on SIGTERM.
import { Sha256 } from '@aws-crypto/sha256-js'
import { SignatureV4 } from '@smithy/signature-v4'
import S3rver from 's3rver'
import AWSAccount from 's3rver/lib/models/account.js'

const [directory, port, mediaBucket, privateBucket] = process.argv.slice(2)
const accessKeyId = process.env.S3_ACCESS_KEY_ID
const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
if (!directory || !port || !mediaBucket || !privateBucket || !accessKeyId || !secretAccessKey) {
  console.error('usage: S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… node s3-server.mjs <folder> <port> <media> <private>')
  process.exit(2)
}

// s3rver's own account (the key S3RVER) is revoked: the one given is the only one that works.
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey)

/** The request as it was signed: method, host, path, the query without the signature, and the signed headers. */
function unsigned(ctx, signedHeaders, dropQuery) {
  const query = {}
  for (const [name, value] of Object.entries(ctx.query)) if (!dropQuery(name)) query[name] = value
  const headers = {}
  for (const name of signedHeaders) {
    const value = ctx.get(name)
    if (value !== '') headers[name] = value
  }
  return { method: ctx.method, protocol: 'http:', hostname: ctx.hostname, path: ctx.path, query, headers }
}

const PRESIGN_PARAMETERS = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-Signature',
  'X-Amz-SignedHeaders',
  'X-Amz-Security-Token',
])

/** YYYYMMDDTHHMMSSZ, as version 4 writes its dates. */
function amzDate(text) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '')
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null
}

function signer(scope) {
  const [, , region, service] = scope.split('/')
  return new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service,
    sha256: Sha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
  })
}

/** Whether a request's version 4 signature is one the key pair makes for it: true, false, or null when unsigned. */
async function signatureHolds(ctx) {
  const authorization = ctx.get('authorization')
  if (authorization) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      authorization,
    )
    if (!m?.[1].startsWith(`${accessKeyId}/`)) return false
    const date = amzDate(ctx.get('x-amz-date'))
    if (!date || Math.abs(Date.now() - date.getTime()) > 15 * 60_000) return false
    const request = unsigned(ctx, m[2].split(';'), () => false)
    const signed = await signer(m[1]).sign(request, { signingDate: date })
    return signed.headers.authorization?.endsWith(`Signature=${m[3]}`) ?? false
  }
  const given = ctx.query['X-Amz-Signature']
  if (given === undefined) return ctx.query.Signature === undefined ? null : false
  const scope = String(ctx.query['X-Amz-Credential'] ?? '')
  const date = amzDate(String(ctx.query['X-Amz-Date'] ?? ''))
  const expires = Number(ctx.query['X-Amz-Expires'])
  if (!scope.startsWith(`${accessKeyId}/`) || !date || !(expires > 0)) return false
  if (Date.now() > date.getTime() + expires * 1000) return false
  const headers = String(ctx.query['X-Amz-SignedHeaders'] ?? 'host').split(';')
  // What presigning adds to the address is left out. S3's presigner signs the payload as unsigned through a header
  // that it then moves into the address (X-Amz-Content-Sha256): put back where the signer reads it.
  const request = unsigned(ctx, headers, (name) => PRESIGN_PARAMETERS.has(name) || name === 'X-Amz-Content-Sha256')
  const payload = ctx.query['X-Amz-Content-Sha256']
  if (payload !== undefined) request.headers['X-Amz-Content-Sha256'] = String(payload)
  const signed = await signer(scope).presign(request, { signingDate: date, expiresIn: expires })
  return signed.query['X-Amz-Signature'] === given
}

function refuse(ctx, code, message) {
  ctx.status = 403
  ctx.type = 'application/xml'
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

async function policy(ctx, next) {
  const holds = await signatureHolds(ctx)
  if (holds === true) return next()
  if (holds === false) return refuse(ctx, 'SignatureDoesNotMatch', 'The request signature does not match')
  const [bucket, ...key] = ctx.path.split('/').slice(1)
  const read = ctx.method === 'GET' || ctx.method === 'HEAD'
  if (read && bucket === mediaBucket && key.join('/') !== '') return next()
  return refuse(ctx, 'AccessDenied', 'Access Denied')
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: mediaBucket }, { name: privateBucket }],
})
// Before every middleware of s3rver's own (Koa composes the list when the server starts listening).
server.middleware.unshift(policy)
const address = await server.run()
console.log(`S3 test server on http://127.0.0.1:${address.port} (buckets ${mediaBucket}, ${privateBucket})`)
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
