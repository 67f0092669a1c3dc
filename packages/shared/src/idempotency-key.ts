/**
 * A submission's idempotency key: 8 to 100 of A–Z, a–z, 0–9, _ and -. One rule for the CMS's submission controller
 * and the site (its forms and its outbox), which imports this file by path like the field limits (decision 022).
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/
