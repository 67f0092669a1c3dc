import { createServer as createHttpServer } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy in front of a CMS, so a test can "stop" and "start" it without touching the real one (decision 030's
 * tests). `closed`: every connection is reset at once, as a stopped process does; `open`: forwarded to the CMS;
 * `refusing`: handed to a fake that reads each request and answers it 400, a refusal the outbox must set aside;
 * `hanging`: taken and never answered, as a CMS too busy to answer in time.
 */
export type ProxyMode = 'closed' | 'open' | 'refusing' | 'hanging'

export type CmsProxy = { url: string; setMode: (mode: ProxyMode) => void; close: () => Promise<void> }

const portOf = (address: ReturnType<import('node:net').Server['address']>) =>
  typeof address === 'object' && address ? address.port : 0

export async function startCmsProxy(cmsUrl: string, mode: ProxyMode = 'closed'): Promise<CmsProxy> {
  const cmsPort = Number(new URL(cmsUrl).port || 80)
  const refuser = createHttpServer((request, response) => {
    request.resume()
    request.on('end', () =>
      response
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ data: null, error: { status: 400, name: 'ValidationError', message: 'refused' } })),
    )
  })
  await new Promise<void>((resolve) => refuser.listen(0, '127.0.0.1', resolve))
  const live = new Set<Socket>()
  const proxy = createServer((client) => {
    if (mode === 'closed') {
      client.resetAndDestroy()
      return
    }
    if (mode === 'hanging') {
      live.add(client)
      client.on('error', () => undefined).on('close', () => live.delete(client))
      client.resume()
      return
    }
    const upstream = connect(mode === 'open' ? cmsPort : portOf(refuser.address()), '127.0.0.1')
    live.add(client)
    live.add(upstream)
    client.pipe(upstream).pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
      live.delete(client)
      live.delete(upstream)
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const setMode = (next: ProxyMode) => {
    mode = next
    // Kept-alive connections made while open would otherwise go on reaching the CMS.
    for (const socket of live) socket.destroy()
    live.clear()
  }
  return {
    url: `http://127.0.0.1:${portOf(proxy.address())}`,
    setMode,
    close: async () => {
      setMode('closed')
      await new Promise((resolve) => proxy.close(resolve))
      await new Promise((resolve) => refuser.close(resolve))
    },
  }
}
