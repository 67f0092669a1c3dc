/**
 * The environment of a production server of the build on this machine at `port`: this process's own, the address, and
 * the SITE_URL that matches it (a production start refuses to run without one), then `overrides` (an undefined value
 * leaves a variable out: spawn skips it). The bench, the secrets check and the specs start servers with it. Plain
 * JavaScript, so the scripts import it as it is (types: site-env.d.mts).
 */
export function siteServerEnv(port, overrides = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    ...overrides,
  }
}
