import { LegalPage } from './LegalPage'
import { TermsContent, termsUpdated } from './TermsContent'

export function TermsScreen() {
  return (
    <LegalPage screen="terms" updated={termsUpdated}>
      <TermsContent />
    </LegalPage>
  )
}
