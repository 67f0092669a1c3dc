import { randomBytes } from 'node:crypto'
import { chmod, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import {
  type AddResult,
  type OutboxCaps,
  type OutboxEntry,
  type OutboxMeta,
  type OutboxStore,
  outboxMetaSchema,
} from './outbox-store'

/*
 * The outbox as a directory on this server (decision 030), for one Node process. Each entry is two files named after
 * its form and key: `<name>.body`, the exact bytes the CMS is to get, and `<name>.json`, its meta. Both are written to
 * a temporary name, flushed, then renamed (0600; the directory 0700), the meta last: an entry exists once its meta
 * does, so a crash never leaves half an entry that looks whole. Refused entries move to `failed/`.
 */

const BODY = '.body'
const META = '.json'
/** Temporary files start with a dot and are never read as entries; one older than this is a crash's leftover. */
const STALE_TMP_MS = 60 * 60 * 1000

/** A refused entry's meta in `failed/`: the CMS's status and when, for the person who looks at it. */
type FailedMeta = OutboxMeta & { failedStatus: number; failedAt: number }

const nameOf = (meta: Pick<OutboxMeta, 'form' | 'key'>) => `${meta.form}-${meta.key}`

async function writeAtomically(dir: string, name: string, data: Uint8Array | string): Promise<void> {
  const tmp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`)
  const file = await open(tmp, 'wx', 0o600)
  try {
    await file.writeFile(data)
    await file.sync()
  } finally {
    await file.close()
  }
  await rename(tmp, join(dir, name))
}

/** Makes the renames themselves durable (the directory's entry list is flushed). */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

const missing = (error: unknown) => error instanceof Error && Reflect.get(error, 'code') === 'ENOENT'

async function unlinkIfThere(path: string): Promise<void> {
  try {
    await unlink(path)
  } catch (error) {
    if (!missing(error)) throw error
  }
}

export async function fileOutbox(dir: string, caps: OutboxCaps): Promise<OutboxStore> {
  const failedDir = join(dir, 'failed')
  await mkdir(failedDir, { recursive: true, mode: 0o700 })
  // `recursive` leaves an existing directory's mode as it was.
  await chmod(dir, 0o700)
  await chmod(failedDir, 0o700)

  /** Entries handed out by `take` and not settled yet: this process's loop is their only deliverer. */
  const taken = new Set<string>()
  /** Adds run one at a time, so two posts at once cannot both pass a cap. */
  let adding: Promise<unknown> = Promise.resolve()

  const readMeta = async (path: string): Promise<OutboxMeta | null> => {
    try {
      const parsed = v.safeParse(outboxMetaSchema, JSON.parse(await readFile(path, 'utf8')))
      return parsed.success ? parsed.output : null
    } catch {
      return null
    }
  }

  const pending = async (): Promise<OutboxMeta[]> => {
    const names = (await readdir(dir)).filter((name) => name.endsWith(META) && !name.startsWith('.'))
    const metas = await Promise.all(names.map((name) => readMeta(join(dir, name))))
    return metas.filter((meta): meta is OutboxMeta => meta !== null)
  }

  /** What is on disk, pending and failed together: both take room until a person clears the failed ones. */
  const usage = async (): Promise<{ entries: number; bytes: number }> => {
    let entries = 0
    let bytes = 0
    for (const folder of [dir, failedDir]) {
      for (const name of await readdir(folder)) {
        if (name.startsWith('.')) continue
        if (name.endsWith(META)) entries += 1
        if (name.endsWith(BODY)) bytes += (await stat(join(folder, name)).catch(() => ({ size: 0 }))).size
      }
    }
    return { entries, bytes }
  }

  const addNow = async ({ meta, body }: OutboxEntry): Promise<AddResult> => {
    const name = nameOf(meta)
    // The same submission again (a second click while the CMS is away): already kept.
    if (await readMeta(join(dir, name + META))) return 'added'
    const { entries, bytes } = await usage()
    if (entries + 1 > caps.maxEntries || bytes + body.byteLength > caps.maxBytes) return 'full'
    await writeAtomically(dir, name + BODY, body)
    await writeAtomically(dir, name + META, JSON.stringify(meta))
    await syncDir(dir)
    return 'added'
  }

  /** A crash's leftovers: temporary files, and a body whose meta was never written (or was removed first). */
  const removeLeftovers = async () => {
    const names = await readdir(dir)
    for (const name of names) {
      const orphan = name.endsWith(BODY) && !names.includes(name.slice(0, -BODY.length) + META)
      if (!name.startsWith('.tmp-') && !orphan) continue
      const path = join(dir, name)
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }))
      if (Date.now() - mtimeMs > STALE_TMP_MS) await unlink(path).catch(() => undefined)
    }
  }
  await removeLeftovers()

  return {
    shared: false,
    add(entry) {
      const result = adding.then(() => addNow(entry))
      adding = result.catch(() => undefined)
      return result
    },
    async take(now) {
      const due = (await pending())
        .filter((meta) => meta.nextAttemptAt <= now && !taken.has(nameOf(meta)))
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
      for (const meta of due) {
        try {
          const body = new Uint8Array(await readFile(join(dir, nameOf(meta) + BODY)))
          taken.add(nameOf(meta))
          return { meta, body }
        } catch (error) {
          if (!missing(error)) throw error
        }
      }
      return null
    },
    async remove(meta) {
      const name = nameOf(meta)
      // The meta first: without it what is left is no entry, only a body the next start sweeps.
      await unlinkIfThere(join(dir, name + META))
      await unlinkIfThere(join(dir, name + BODY))
      taken.delete(name)
    },
    async postpone(meta) {
      await writeAtomically(dir, nameOf(meta) + META, JSON.stringify(meta))
      taken.delete(nameOf(meta))
    },
    async setAside(meta, status) {
      const name = nameOf(meta)
      const failed: FailedMeta = { ...meta, failedStatus: status, failedAt: Date.now() }
      await rename(join(dir, name + BODY), join(failedDir, name + BODY))
      await writeAtomically(failedDir, name + META, JSON.stringify(failed))
      await unlink(join(dir, name + META))
      await syncDir(dir)
      taken.delete(name)
    },
    async nextDue() {
      const times = (await pending()).filter((meta) => !taken.has(nameOf(meta))).map((meta) => meta.nextAttemptAt)
      return times.length > 0 ? Math.min(...times) : null
    },
    async depth() {
      const waiting = await pending()
      const failed = (await readdir(failedDir)).filter((name) => name.endsWith(META) && !name.startsWith('.'))
      const oldest = waiting.length > 0 ? Math.min(...waiting.map((meta) => meta.createdAt)) : null
      return { pending: waiting.length, failed: failed.length, oldestCreatedAt: oldest }
    },
    async close() {
      await adding
    },
  }
}
