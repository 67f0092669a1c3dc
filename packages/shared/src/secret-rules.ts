/**
 * What makes a secret weak, the one rule for the CMS (secrets.ts) and the site (app/runtime/secrets.ts imports this
 * file): a value copied from an example ("change-me"), another placeholder, or one too short to resist guessing. No
 * imports: the site compiles this file as its own.
 */

export const MIN_SECRET_LENGTH = 32

/** "change-me", "changeme", "change_me_please", "placeholder", "your-secret-here", "secret", "xxxxxxxx"… */
const PLACEHOLDER = /change[\s_-]*me|placeholder|your[\s_-]|example|^(secret|password|token|test|dev)$|^(.)\2*$/i

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value)
}

/** Why the secret `name` is weak, or null when it is strong or unset (an unset secret switches its feature off). */
export function secretProblem(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '') return null
  if (isPlaceholder(value)) return `${name} is a placeholder`
  if (value.length < MIN_SECRET_LENGTH) return `${name} is shorter than ${MIN_SECRET_LENGTH} characters`
  return null
}
