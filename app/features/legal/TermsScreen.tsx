import { LegalPage } from './LegalPage'

export function TermsScreen() {
  return <LegalPage screen="terms" />
}
