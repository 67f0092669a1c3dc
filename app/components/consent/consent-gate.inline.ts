/**
 * The body of the consent head script (consentGateScript in consent.ts says what it does and why), compiled and
 * minified at build time by build/inline-script.plugin.ts: self-contained, the browser's globals and its own parameters
 * only. consent.test.ts and consent-early.test.ts run the compiled text.
 */
export default function consentGate(
  keys: { preferences: string; statistics: string },
  undecidedAttribute: string,
  choiceAttribute: string,
  earlyCustomizeAttribute: string,
  readyAttribute: string,
  openSettingsAttribute: string,
): void {
  try {
    const root = document.documentElement
    // The footer's "Cookie settings", pressed before the popup's code is here: it opens the settings once it is.
    const onSettings = (event: Event) => {
      if (root.hasAttribute(readyAttribute)) document.removeEventListener('click', onSettings, true)
      else if (event.target instanceof Element && event.target.closest(`[${openSettingsAttribute}]`)) {
        root.setAttribute(earlyCustomizeAttribute, '')
      }
    }
    document.addEventListener('click', onSettings, true)
    const stored = localStorage.getItem(keys.statistics)
    // Global Privacy Control is a stored refusal, as readConsent says; `Reflect`: not every browser's type has it.
    if (Reflect.get(navigator, 'globalPrivacyControl') === true || stored === 'true' || stored === 'false') return
    root.setAttribute(undecidedAttribute, '')
    const onClick = (event: Event) => {
      if (root.hasAttribute(readyAttribute)) {
        document.removeEventListener('click', onClick, true)
        return
      }
      const target = event.target
      const button = target instanceof Element ? target.closest(`[${choiceAttribute}]`) : null
      const choice = button?.getAttribute(choiceAttribute)
      if (choice === 'customize') root.setAttribute(earlyCustomizeAttribute, '')
      else if (choice === 'accept' || choice === 'reject') {
        try {
          // As storeConsent stores it: both flags, yes for Accept All and no for Reject All.
          localStorage.setItem(keys.preferences, String(choice === 'accept'))
          localStorage.setItem(keys.statistics, String(choice === 'accept'))
          root.removeAttribute(undecidedAttribute)
        } catch {
          // Storage refused the choice: the notice stays, and the app asks again once it runs.
        }
      }
    }
    document.addEventListener('click', onClick, true)
  } catch {
    // Storage off: the notice stays hidden without JavaScript's help, and the app decides once it runs.
  }
}
