import { LegalPage } from './LegalPage'

export function PrivacyScreen() {
  return <LegalPage page="privacy" />
}
