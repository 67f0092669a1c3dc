/**
 * Every port the test stages use, in one place (the shell scripts read the same variables with the same defaults).
 * Each can be moved with its variable, for a second run beside the first on one machine.
 */
const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** The e2e suite's site server (playwright.config.ts). */
export const E2E_PORT = fromEnv('E2E_PORT', 3210)
/** A second site instance the freshness test starts: the publish webhook reaches both. */
export const E2E_SECOND_PORT = fromEnv('E2E_SECOND_PORT', 3216)
/**
 * The three-engine suite's site server (tests/engines); the next two ports are its probe (what the browsers reach) and
 * WebKitWebDriver.
 */
export const ENGINES_PORT = fromEnv('ENGINES_PORT', 3250)
/** The throwaway seeded CMS the e2e suite runs against (scripts/test-cms.sh), unless STRAPI_URL names another. */
export const TEST_CMS_PORT = fromEnv('TEST_CMS_PORT', 1338)
/** Where the throwaway CMS sends mail (nothing listens there in e2e; the CMS's own tests run a sink). */
export const TEST_SMTP_PORT = fromEnv('TEST_SMTP_PORT', 2525)

/**
 * First ports of the extra site servers some specs start, each with its own settings; a worker adds its index, so
 * parallel workers never share one.
 */
export const SPEC_SERVER_PORTS = {
  cache: 3300,
  cmsFaults: 3320,
  config: 3340,
  httpGuard: 3360,
  refusalsRate: 3370,
  refusalsBody: 3380,
  operations: 3400,
  operationsDown: 3440,
  outbox: 3600,
  cmsStopped: 3610,
} as const

/** The CMS the e2e suite talks to. */
export const strapiUrl = () => process.env.STRAPI_URL ?? `http://127.0.0.1:${TEST_CMS_PORT}`
