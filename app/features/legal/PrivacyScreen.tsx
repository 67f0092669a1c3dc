import { LegalPage } from './LegalPage'

export function PrivacyScreen() {
  return <LegalPage screen="privacy" />
}
