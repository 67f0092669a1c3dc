import { describe, expect, it } from 'vitest'
import {
  allowedMethods,
  bodyLimit,
  DRAIN_MAX_BYTES,
  guardRequest,
  HEAD_KEEP_BYTES,
  isClientGone,
  ownOriginRedirect,
  readBounded,
  refusalResponse,
  requestPath,
  SMALL_BODY_BYTES,
} from './request-guard'

/** A body that arrives in `count` chunks of `size` bytes, as a chunked upload does (no length known up front). */
function streamOf(count: number, size: number, pulled: { chunks: number }) {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks >= count) return controller.close()
      pulled.chunks++
      controller.enqueue(new Uint8Array(size).fill(97))
    },
  })
}

describe('allowedMethods', () => {
  it('pages take GET and HEAD, the form pages POST too, endpoints their own', () => {
    expect(allowedMethods('/')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/om-oss')).toEqual(['GET', 'HEAD'])
    expect(allowedMethods('/contact')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/karrierer/frontend-utvikler')).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods('/api/revalidate')).toEqual(['POST'])
    expect(allowedMethods('/_serverFn/abc')).toEqual(['GET', 'POST'])
    expect(allowedMethods('/no/such/page')).toEqual(['GET', 'HEAD'])
  })
})

describe('bodyLimit', () => {
  it('is small for the contact form and JSON, and room for two CVs on the application', () => {
    expect(bodyLimit('/kontakt', 'application/x-www-form-urlencoded')).toBe(SMALL_BODY_BYTES)
    expect(bodyLimit('/_serverFn/abc', 'application/json')).toBe(SMALL_BODY_BYTES)
    expect(bodyLimit('/_serverFn/abc', 'multipart/form-data; boundary=x')).toBeGreaterThan(20 * 1024 * 1024)
    expect(bodyLimit('/careers/frontend-developer', 'multipart/form-data')).toBeGreaterThan(20 * 1024 * 1024)
  })
})

describe('readBounded', () => {
  it('stops reading as soon as the limit is passed', async () => {
    const pulled = { chunks: 0 }
    expect(await readBounded(streamOf(1000, 1024, pulled), 10 * 1024)).toEqual({ kind: 'cut' })
    expect(pulled.chunks).toBeLessThan(15)
  })
  it('with a drain allowance, reads a larger body to its end keeping only its head, and cuts one past the allowance', async () => {
    const drained = { chunks: 0 }
    const over = await readBounded(streamOf(1000, 1024, drained), 10 * 1024, 2 * 1024 * 1024, 1500)
    expect(over.kind === 'over' ? over.head.byteLength : over).toBe(1500)
    expect(drained.chunks).toBe(1000)
    const endless = { chunks: 0 }
    expect(await readBounded(streamOf(10_000, 1024, endless), 10 * 1024, 1024 * 1024)).toEqual({ kind: 'cut' })
    expect(endless.chunks).toBeLessThan(1100)
  })
  it('returns the whole body under the limit', async () => {
    const body = await readBounded(streamOf(3, 10, { chunks: 0 }), 100)
    expect(body.kind === 'whole' ? body.bytes.byteLength : body).toBe(30)
  })
})

describe('guardRequest', () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    // Node needs `duplex` for a streamed body; TypeScript's RequestInit does not list it yet.
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, headers, duplex: 'half' }
    return new Request(`http://127.0.0.1:3000${path}`, init)
  }

  it('refuses a method the path does not take with 405 and Allow', async () => {
    const refused = await guardRequest(new Request('http://x.test/about', { method: 'DELETE' }), { trustProxy: false })
    expect(refused).toEqual({ refusal: { status: 405, allow: ['GET', 'HEAD'] } })
  })

  it('refuses a chunked body past the limit with 413, without reading it all', async () => {
    const pulled = { chunks: 0 }
    const refused = await guardRequest(post('/_serverFn/x', streamOf(20 * 1024, 1024, pulled)), { trustProxy: false })
    expect(refused).toEqual({ refusal: { status: 413 } })
    expect(pulled.chunks).toBeLessThan(70)
  })

  it('refuses a declared length past the limit before reading', async () => {
    const refused = await guardRequest(post('/api/revalidate', 'a', { 'content-length': String(10 * 1024 * 1024) }), {
      trustProxy: false,
    })
    expect(refused).toEqual({ refusal: { status: 413 } })
  })

  it("cuts a form page's POST that goes on past the drain allowance", async () => {
    const endless = { chunks: 0 }
    const cut = await guardRequest(post('/kontakt', streamOf(100 * 1024, 1024, endless)), { trustProxy: false })
    expect(cut).toEqual({ refusal: { status: 413 } })
    expect(endless.chunks).toBeLessThan(DRAIN_MAX_BYTES / 1024 + 100)
  })

  it("hands a form page's oversized POST on marked, with only its head, so the page answers in the visitor's language", async () => {
    const pulled = { chunks: 0 }
    const guarded = await guardRequest(post('/kontakt', streamOf(20 * 1024, 1024, pulled)), { trustProxy: false })
    if (!('request' in guarded)) throw new Error('refused')
    expect(guarded.note).toBe('too-large')
    expect((await guarded.request.arrayBuffer()).byteLength).toBe(HEAD_KEEP_BYTES)
    // Read to its end (the browser gets the page, not a broken upload), none of it kept.
    expect(pulled.chunks).toBe(20 * 1024)
  })

  it('never lets a client set the too-large mark itself', async () => {
    const guarded = await guardRequest(post('/contact', 'firstName=Ada', { 'x-origin-body-too-large': '1' }), {
      trustProxy: false,
    })
    if (!('request' in guarded)) throw new Error('refused')
    expect(guarded.note).toBeUndefined()
    expect(await guarded.request.text()).toBe('firstName=Ada')
  })

  it('refuses server-function JSON that does not parse with 400', async () => {
    const body = await guardRequest(post('/_serverFn/x', '{"t":', { 'content-type': 'application/json' }), {
      trustProxy: false,
    })
    expect(body).toEqual({ refusal: { status: 400 } })
    const query = await guardRequest(new Request('http://x.test/_serverFn/x?payload=%7B'), { trustProxy: false })
    expect(query).toEqual({ refusal: { status: 400 } })
  })

  it('hands on a body within the limit, with its length and the client address', async () => {
    const original = post('/contact', 'firstName=Ada', { 'content-type': 'application/x-www-form-urlencoded' })
    Object.defineProperty(original, 'ip', { value: '203.0.113.9' })
    const guarded = await guardRequest(original, { trustProxy: false })
    if (!('request' in guarded)) throw new Error('refused')
    expect(await guarded.request.text()).toBe('firstName=Ada')
    expect(guarded.request.headers.get('content-length')).toBe('13')
    expect(Reflect.get(guarded.request, 'ip')).toBe('203.0.113.9')
  })

  it('drops forwarded headers unless a proxy is trusted', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' }
    const untrusted = await guardRequest(new Request('http://x.test/terms', { headers }), { trustProxy: false })
    if (!('request' in untrusted)) throw new Error('refused')
    expect([...untrusted.request.headers.keys()].filter((name) => name.includes('forward'))).toEqual([])
    const trusted = await guardRequest(new Request('http://x.test/terms', { headers }), { trustProxy: true })
    if (!('request' in trusted)) throw new Error('refused')
    expect(trusted.request.headers.get('x-forwarded-proto')).toBe('https')
  })

  it('says a closed connection is the client leaving (499), for a page and for a read body alike', async () => {
    const page = { url: 'http://x.test/terms', init: {} }
    const form = {
      url: 'http://x.test/contact',
      init: { method: 'POST', body: 'firstName=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    }
    for (const { url, init } of [page, form]) {
      const connection = new AbortController()
      const guarded = await guardRequest(new Request(url, { ...init, signal: connection.signal }), {
        trustProxy: false,
      })
      if (!('request' in guarded)) throw new Error('refused')
      expect(guarded.request.signal.aborted).toBe(false)
      // What the Node server gives as its reason when the socket closes.
      connection.abort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      expect(guarded.request.signal.aborted).toBe(true)
      expect(isClientGone(guarded.request.signal.reason)).toBe(true)
      expect(guarded.request.signal.reason).toMatchObject({ code: 'ECONNRESET', status: 499 })
    }
  })
})

describe("a server function's form body", () => {
  const post = (body: string, contentType = 'multipart/form-data; boundary=b') =>
    guardRequest(
      new Request('http://site.example/_serverFn/x', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      }),
      { trustProxy: false },
    )

  it('that does not parse as a form is refused 400 before Start parses it', async () => {
    // 66 bytes: a part, and no closing boundary.
    expect(await post('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue-without-end')).toEqual({
      refusal: { status: 400 },
    })
    expect(await post('name=x', 'multipart/form-data')).toEqual({ refusal: { status: 400 } })
  })

  it('that parses goes on, whole', async () => {
    const form = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--b--\r\n'
    const guarded = await post(form)
    if (!('request' in guarded)) throw new Error('refused')
    expect((await guarded.request.formData()).get('x')).toBe('value')
  })
})

describe('form posts are counted per client before their body is read (decision 023)', () => {
  /** A client past its allowance posts a large application: the guard's answer, what it counted and read. */
  const postPastAllowance = async (path: string) => {
    const pulled = { chunks: 0 }
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: streamOf(100, 1024 * 1024, pulled),
      duplex: 'half',
    }
    const counted: string[] = []
    const countPost = async (form: string) => {
      counted.push(form)
      return false
    }
    const guarded = await guardRequest(new Request(`http://site.example${path}`, init), {
      trustProxy: false,
      countPost,
    })
    return { guarded, counted, pulled }
  }

  it('answers a form server function past its allowance 429 with the form answer, its body unread', async () => {
    const { guarded, counted, pulled } = await postPastAllowance('/_serverFn/x')
    expect(guarded).toEqual({ refusal: { status: 429 } })
    expect(counted).toEqual(['application'])
    // A stream pulls once ahead when it is made; nothing beyond that was read.
    expect(pulled.chunks).toBeLessThanOrEqual(1)
    const answer = refusalResponse({ status: 429 }, {})
    expect(answer.status).toBe(429)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ result: { ok: false, reason: 'rate-limited' } })
  })

  it("hands a form page's post past its allowance on without its body, marked for the page to say so", async () => {
    const { guarded, counted, pulled } = await postPastAllowance('/careers/frontend-developer')
    if (!('request' in guarded)) throw new Error('expected the request to go on')
    expect(guarded.note).toBe('rate-limited')
    expect((await guarded.request.arrayBuffer()).byteLength).toBe(0)
    expect(counted).toEqual(['application'])
    expect(pulled.chunks).toBeLessThanOrEqual(1)
  })

  it('counts each form against its own allowance, and nothing that is not a form post', async () => {
    const counted: string[] = []
    const countPost = async (form: string) => {
      counted.push(form)
      return true
    }
    const send = (path: string, method: string, contentType = 'application/json') =>
      guardRequest(
        new Request(`http://site.example${path}`, {
          method,
          headers: { 'content-type': contentType },
          body: method === 'POST' ? '{}' : null,
        }),
        { trustProxy: false, countPost },
      )
    await send('/kontakt', 'POST', 'application/x-www-form-urlencoded')
    await send('/_serverFn/x', 'POST')
    await send('/karrierer/frontend-utvikler', 'POST', 'multipart/form-data; boundary=b')
    await send('/api/revalidate', 'POST')
    await send('/contact', 'GET')
    expect(counted).toEqual(['contact', 'contact', 'application'])
  })

  it('never believes a client that marks its own post as rate-limited or too large', async () => {
    const guarded = await guardRequest(
      new Request('http://site.example/contact', {
        method: 'POST',
        headers: { 'x-origin-rate-limited': '1', 'x-origin-body-too-large': '1', 'content-type': 'text/plain' },
        body: 'x',
      }),
      { trustProxy: false, countPost: async () => true },
    )
    if (!('request' in guarded)) throw new Error('expected the request to go on')
    expect(guarded.note).toBeUndefined()
  })
})

describe('requests whose URL the server cannot make', () => {
  it('refuses a Host with an impossible port with 400, and still knows the path', async () => {
    const request = new Request('http://127.0.0.1:3000/terms')
    Object.defineProperty(request, 'url', { value: 'http://127.0.0.1:99999/assets/x.js' })
    expect(await guardRequest(request, { trustProxy: false })).toEqual({ refusal: { status: 400 } })
    expect(requestPath('http://127.0.0.1:99999/assets/x.js?v=1')).toBe('/assets/x.js')
    expect(requestPath('http://a b/terms')).toBe('/terms')
    expect(requestPath('http://127.0.0.1:3000/om-oss')).toBe('/om-oss')
  })

  it('refuses a server-function path that names no function with 404, before reading anything', async () => {
    for (const path of ['/_serverFn/', '/_serverFn/a/b', '/_serverFn/%00', `/_serverFn/${'a'.repeat(2000)}`])
      expect(await guardRequest(new Request(`http://x.test${path}`), { trustProxy: false }), path).toEqual({
        refusal: { status: 404 },
      })
  })

  it('refuses server-function JSON that is not a call, before Start decodes it', async () => {
    for (const payload of ['null', '[1,2]', '{"a":1}', '{"t":[1]}', '"x"', '{'])
      expect(
        await guardRequest(new Request(`http://x.test/_serverFn/abc?payload=${encodeURIComponent(payload)}`), {
          trustProxy: false,
        }),
        payload,
      ).toEqual({ refusal: { status: 400 } })
    const call = '{"t":{"t":10,"i":0,"p":{"k":[],"v":[]},"o":0},"f":127,"m":[]}'
    const guarded = await guardRequest(new Request(`http://x.test/_serverFn/abc?payload=${encodeURIComponent(call)}`), {
      trustProxy: false,
    })
    expect('request' in guarded).toBe(true)
  })
})

describe('paths and calls that are no page and no call of ours', () => {
  const guard = (url: string, init: RequestInit = {}) => guardRequest(new Request(url, init), { trustProxy: false })
  it('refuses a path whose %-escapes decode to nothing (400) and one that reads as another host (404)', async () => {
    expect(await guard('http://site.test/%ZZ')).toEqual({ refusal: { status: 400 } })
    expect(await guard('http://site.test/blogs/a%E0%A4%A')).toEqual({ refusal: { status: 400 } })
    expect(await guard('http://site.test//evil.example/')).toEqual({ refusal: { status: 404 } })
    expect(await guard('http://site.test/blogs/b%C3%B8lge')).not.toHaveProperty('refusal')
  })
  it('refuses a server-function call that parses but does not decode', async () => {
    const call = (t: unknown) =>
      `http://site.test/_serverFn/abc?payload=${encodeURIComponent(JSON.stringify({ t, f: 127, m: [] }))}`
    expect(await guard(call({ t: 99 }))).toEqual({ refusal: { status: 400 } })
    expect(await guard(call({ t: 10, i: 0, p: { k: ['data'] }, o: 0 }))).toEqual({ refusal: { status: 400 } })
    const good = {
      t: 10,
      i: 0,
      p: { k: ['data'], v: [{ t: 10, i: 1, p: { k: ['lang'], v: [{ t: 1, s: 'en' }] }, o: 0 }] },
      o: 0,
    }
    expect(await guard(call(good))).not.toHaveProperty('refusal')
  })
})

describe('ownOriginRedirect', () => {
  const headers = { 'X-Content-Type-Options': 'nosniff' }
  const redirect = (location: string, extra: Record<string, string> = {}) =>
    ownOriginRedirect(new Response(null, { status: 308, headers: { Location: location, ...extra } }), headers)
  it('keeps a redirect on this origin as a path, with the headers and no-store', () => {
    const answer = redirect('http://attacker.example/evil.example/?a=1#x')
    expect(answer.headers.get('location')).toBe('/evil.example/?a=1#x')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(redirect('/about').headers.get('location')).toBe('/about')
    expect(redirect('/x', { 'Cache-Control': 'public, max-age=60' }).headers.get('cache-control')).toBe(
      'public, max-age=60',
    )
  })
  it('sends a path that would read as another host home', () => {
    expect(redirect('http://site.test//evil.example').headers.get('location')).toBe('/')
    expect(redirect('/\\evil.example').headers.get('location')).toBe('/')
  })
  it('leaves answers that are no redirect as they are', () => {
    const page = new Response('x', { status: 200 })
    expect(ownOriginRedirect(page, headers)).toBe(page)
  })
})
