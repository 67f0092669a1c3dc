import { LegalPage } from './LegalPage'

export function TermsScreen() {
  return <LegalPage page="terms" />
}
