import { expect, test } from '@playwright/test'
import pg from 'pg'
import { cmsEnv } from '../cms-env.mjs'
import { type CmsProxy, startCmsProxy } from '../e2e/cms-proxy'
import { storedEntries } from '../e2e/fixtures'
import { type SiteServer, startSite } from '../e2e/servers'

/*
 * Decision 030 with several instances: with RATE_LIMIT_DATABASE_URL the outbox is one PostgreSQL table. Two production
 * servers reach the CMS through a TCP proxy (closed: the CMS is "stopped"); messages posted to both are received and
 * kept in the table; once the proxy opens, both instances deliver from it at once, and each message is stored once.
 * Run by scripts/cms-postgres.sh (its throwaway cluster, the CMS on it), never on its own.
 */

const database = process.env.RATE_LIMIT_DATABASE_URL
const cms = process.env.STRAPI_URL
if (!database || !cms) throw new Error('Run through scripts/cms-postgres.sh: RATE_LIMIT_DATABASE_URL and STRAPI_URL')
const firstPort = Number(process.env.SCALE_PORT ?? 3250)

let proxy: CmsProxy | undefined
const running: SiteServer[] = []
test.afterAll(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()))
  await proxy?.close()
})

async function rows(sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}
const pendingCount = async () => {
  const [row] = await rows('SELECT count(*)::int AS n FROM site_outbox WHERE failed_status IS NULL')
  return Number(Reflect.get(Object(row), 'n'))
}

test('two instances keep messages in one PostgreSQL outbox while the CMS is away, and deliver each once', async () => {
  test.setTimeout(120_000)
  proxy = await startCmsProxy(cms, 'closed')
  const env = {
    STRAPI_URL: proxy.url,
    CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'),
    RATE_LIMIT_DATABASE_URL: database,
    OUTBOX_RETRY_SECONDS: '1',
    FORM_RATE_LIMIT: '100',
  }
  const [a, b] = await Promise.all([startSite(firstPort + 5, env), startSite(firstPort + 6, env)])
  if (!a || !b) throw new Error('two instances')
  running.push(a, b)
  const before = await pendingCount().catch(() => 0)

  const stamp = Date.now()
  const subjects = Array.from({ length: 6 }, (_, n) => `Outbox scale ${stamp} ${n}`)
  for (const [n, subject] of subjects.entries()) {
    const site = n % 2 === 0 ? a : b
    const response = await fetch(`${site.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: site.url },
      body: new URLSearchParams({ firstName: 'Scale', email: 'scale-test@example.org', subject, message: `Kept ${n}` }),
    })
    await response.arrayBuffer()
    // Received: the thank-you page, though the CMS is away.
    expect(response.status, subject).toBe(303)
  }
  expect(await pendingCount()).toBe(before + 6)
  for (const subject of subjects)
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(0)

  proxy.setMode('open')
  await expect.poll(pendingCount, { timeout: 60_000, intervals: [500] }).toBe(0)
  for (const subject of subjects)
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject), subject).toHaveLength(1)
  // Every entry delivered once, by whichever instance took it (both loops ran over the one table).
  const delivered = [a, b].reduce((sum, site) => sum + site.output().split('"event":"outbox.delivered"').length - 1, 0)
  expect(delivered).toBe(6 + before)
})
