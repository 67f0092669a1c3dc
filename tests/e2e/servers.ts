import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { siteServerEnv } from './site-env.mjs'

/**
 * A second production server of the same build, for what the suite's own server cannot show: its environment is
 * fixed by playwright.config.ts. `env` adds or (with `undefined`) removes variables. Its output is kept for tests that
 * read what the server said.
 */
export type SiteServer = {
  url: string
  output: () => string
  alive: () => boolean
  stop: () => Promise<void>
  /** Sends SIGTERM and resolves with the exit code once the process has exited (null if a signal ended it). */
  terminate: () => Promise<number | null>
}

export async function startSite(port: number, env: Record<string, string | undefined> = {}): Promise<SiteServer> {
  const child = spawn(process.execPath, ['.output/server/index.mjs'], { env: siteServerEnv(port, env) })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the site on port ${port} exited with ${child.exitCode}:\n${output}`)
    // Its own "listening" line first: an earlier server on the port that is still closing (keep-alive connections)
    // would otherwise answer for it, and this one would fail to bind a moment later.
    const up =
      output.includes('"event":"server.listening"') &&
      (await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ))
    if (up) {
      return {
        url,
        output: () => output,
        alive: () => child.exitCode === null && child.signalCode === null,
        terminate: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
          return child.exitCode
        },
        // Resolves once the process has exited and the port is free again: asked to stop, then made to after 6 s
        // (its own graceful stop gives connections 5 s; a test server left running would eat the machine's CPU).
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return
          child.kill()
          const timer = setTimeout(() => child.kill('SIGKILL'), 6000)
          await exited
          clearTimeout(timer)
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`the site on port ${port} did not start:\n${output}`)
}

/** A server function's id, as the production build registered it (ids are hashes, stable for a build). */
export function serverFnId(name: string): string {
  const dir = '.output/server/_ssr'
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.mjs')) continue
    const found = new RegExp(`id: "([0-9a-f]{64})",\\s*name: "${name}"`).exec(readFileSync(`${dir}/${file}`, 'utf8'))
    if (found?.[1]) return found[1]
  }
  throw new Error(`no server function ${name} in the build`)
}
