import { LegalPage } from './LegalPage'
import { PrivacyContent, privacyUpdated } from './PrivacyContent'

export function PrivacyScreen() {
  return (
    <LegalPage screen="privacy" updated={privacyUpdated}>
      <PrivacyContent />
    </LegalPage>
  )
}
