import { adminToken } from './fixtures'

/** One admin login for the whole run (workers inherit the environment); skipped when the CMS is meant to be down. */
export default async function globalSetup() {
  if (process.env.E2E_CMS_STOPPED === '1') return
  await adminToken()
}
