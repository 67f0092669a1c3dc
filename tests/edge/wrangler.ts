/**
 * How the edge tests run the built worker: `wrangler dev` in local workerd, exactly as `wrangler deploy` would
 * upload it (wrangler follows .wrangler/deploy/config.json to dist-edge/server/wrangler.json). Its variables come only
 * from the env file that scripts/edge-smoke.sh writes (never from process.env or .env), and its local state (KV, the
 * rate limiter) and miniflare's scratch files stay in the temporary directory: two workers given the same `dir` share
 * one KV store, as isolates share one namespace on Cloudflare. Each gets its own inspector port, so two can run side
 * by side.
 */
export function wranglerDevCommand(port: number, dir: string): string {
  return [
    `wrangler dev --port ${port} --inspector-port ${port + 6000} --ip 127.0.0.1 --show-interactive-dev-session=false`,
    `--env-file '${dir}/worker.env' --persist-to '${dir}/state'`,
  ].join(' ')
}

/**
 * Offline and anonymous: no metrics, no error reports, no update check (it runs with the banner), no download of the
 * `Request.cf` placeholder, and a config home of its own, so it can never use someone's login.
 */
export function wranglerEnv(dir: string, name = 'worker'): Record<string, string> {
  return {
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    DO_NOT_TRACK: '1',
    CI: '1',
    // Plain text: the tests read its "Ready on" line, which colours would split (Playwright forces them on).
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    // The env file is read only while this is on (its default), and it alone: not wrangler's own environment.
    CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'true',
    CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false',
    XDG_CONFIG_HOME: `${dir}/config-${name}`,
    WRANGLER_LOG_PATH: `${dir}/logs-${name}`,
    // Miniflare's scratch folder (an e-mail store) is removed by its exit hook, which a stopped test server never runs:
    // in the temporary directory, it goes with the rest, not left in /tmp by every run.
    TMPDIR: `${dir}/tmp`,
  }
}
