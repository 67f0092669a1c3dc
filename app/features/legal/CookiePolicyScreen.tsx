import { CookiePolicyContent, cookiesUpdated } from './CookiePolicyContent'
import { LegalPage } from './LegalPage'

export function CookiePolicyScreen() {
  return (
    <LegalPage screen="cookies" updated={cookiesUpdated}>
      <CookiePolicyContent />
    </LegalPage>
  )
}
