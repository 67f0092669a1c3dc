import { expect, test } from '@playwright/test'
import { cmsEnv } from '../cms-env.mjs'
import { type SiteServer, startSite } from '../e2e/servers'

/*
 * Decision 020: the forms' rate limit across site instances. Two production servers of the same build, on two ports,
 * against one CMS; with RATE_LIMIT_DATABASE_URL they count in one PostgreSQL table, so the sixth post from a client is
 * refused whichever instance it reaches. Run by scripts/cms-postgres.sh while its throwaway cluster and the CMS on it
 * are up (tests/scale/playwright.config.ts), never on its own.
 */

const database = process.env.RATE_LIMIT_DATABASE_URL
const cms = process.env.STRAPI_URL
if (!database || !cms) throw new Error('Run through scripts/cms-postgres.sh: RATE_LIMIT_DATABASE_URL and STRAPI_URL')
const firstPort = Number(process.env.SCALE_PORT ?? 3250)

/** What every instance gets: the CMS, its write token, and the proxy's word for the client's address. */
const common = { STRAPI_URL: cms, CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'), TRUST_PROXY: '1', FORM_RATE_LIMIT: '5' }

/** A client address of its own per test (TEST-NET-2), so no test spends another's allowance. */
let clients = 0
const newClient = () => `198.51.100.${++clients + (Date.now() % 200)}`

/** The contact form posted without JavaScript, as a browser would: 303 when stored, 429 when over the limit. */
async function post(site: SiteServer, client: string, n: number): Promise<number> {
  const response = await fetch(`${site.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: site.url, 'X-Forwarded-For': client },
    body: new URLSearchParams({
      firstName: 'Scale',
      email: 'scale-test@example.org',
      subject: `Shared limit ${n}`,
      message: `Post ${n} from ${client}, sent to ${site.url}.`,
    }),
  })
  await response.arrayBuffer()
  return response.status
}

/** Posts in turn to the given instances and returns each answer's status. */
async function postAll(sites: SiteServer[], client: string): Promise<number[]> {
  const statuses: number[] = []
  for (const [n, site] of sites.entries()) statuses.push(await post(site, client, n + 1))
  return statuses
}

const running: SiteServer[] = []
async function sites(env: Record<string, string>, ...offsets: number[]): Promise<SiteServer[]> {
  const started = await Promise.all(offsets.map((offset) => startSite(firstPort + offset, { ...common, ...env })))
  running.push(...started)
  return started
}
test.afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()))
})

test('with RATE_LIMIT_DATABASE_URL two instances share one limit: the sixth post across both is refused', async () => {
  const [a, b] = await sites({ RATE_LIMIT_DATABASE_URL: database }, 0, 1)
  if (!a || !b) throw new Error('two instances')
  const client = newClient()
  // Five accepted, three on one instance and two on the other; then each refuses, though each saw fewer than five.
  expect(await postAll([a, b, a, b, a], client)).toEqual([303, 303, 303, 303, 303])
  expect(await postAll([b, a], client)).toEqual([429, 429])
  // Another client still has its whole allowance.
  expect(await postAll([b], newClient())).toEqual([303])
})

test('without a shared store each instance counts alone, in memory (the default)', async () => {
  const [a, b] = await sites({ RATE_LIMIT_DATABASE_URL: '' }, 2, 3)
  if (!a || !b) throw new Error('two instances')
  const client = newClient()
  expect(await postAll([a, a, a, a, a, a], client)).toEqual([303, 303, 303, 303, 303, 429])
  expect(await postAll([b], client)).toEqual([303])
})

test('a shared store that cannot be reached costs no message: the instance counts in memory and says why', async () => {
  // A port nothing listens on (the scale ports' neighbour): every connection is refused at once.
  const [a] = await sites({ RATE_LIMIT_DATABASE_URL: `postgres://nobody@127.0.0.1:${firstPort + 9}/none` }, 4)
  if (!a) throw new Error('one instance')
  const client = newClient()
  expect(await postAll([a, a, a, a, a, a], client)).toEqual([303, 303, 303, 303, 303, 429])
  expect(a.output()).toContain('"event":"rate-limit.store-failed"')
})
