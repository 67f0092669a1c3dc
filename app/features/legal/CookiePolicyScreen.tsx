import { LegalPage } from './LegalPage'

export function CookiePolicyScreen() {
  return <LegalPage page="cookies" />
}
