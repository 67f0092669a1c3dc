import { errorFields, log } from '~/server/log.server'
import type { DeliveryOutcome } from '~/server/outbox-loop.server'
import type { OutboxEntry, OutboxForm } from '~/server/outbox-store'
import { CmsError, cmsErrorName, cmsPost } from './strapi.server'

/*
 * One try to hand a kept submission to the CMS, for the first try (outbox.server.ts), the Node delivery loop and the
 * Workers queue consumer (outbox-edge.server.ts) alike (decision 030).
 */

const ENDPOINT: Record<OutboxForm, { path: string; timeoutMs: number }> = {
  contact: { path: 'sendForm', timeoutMs: 15_000 },
  // An application carries up to two 10 MB files.
  application: { path: 'job-application', timeoutMs: 30_000 },
}

/** One try at the CMS, its answer sorted into what the outbox does with it. */
export type Attempt = DeliveryOutcome | { outcome: 'unconfigured' }

export async function attempt({ meta, body }: OutboxEntry): Promise<Attempt> {
  const { path, timeoutMs } = ENDPOINT[meta.form]
  try {
    const response = await cmsPost(path, body, {
      headers: { 'Content-Type': meta.contentType, 'Idempotency-Key': meta.key },
      timeoutMs,
    })
    const { status } = response
    if (status >= 200 && status < 300) return { outcome: 'delivered' }
    // Away, overloaded, or a proxy in front saying so.
    if (status >= 500 || status === 429 || status === 408) return { outcome: 'retry', why: status }
    log('error', 'form.refused', { form: meta.form, key: meta.key, status, cmsError: cmsErrorName(response.body) })
    // The site's token refused: a configuration to fix. Kept entries wait for it; a new post is not kept (below).
    if (status === 401 || status === 403) return { outcome: 'retry', why: status }
    return { outcome: 'refused', status }
  } catch (error) {
    if (error instanceof CmsError && error.kind === 'unconfigured') return { outcome: 'unconfigured' }
    if (error instanceof CmsError) return { outcome: 'retry', why: error.kind }
    return { outcome: 'retry', why: errorFields(error).name }
  }
}
