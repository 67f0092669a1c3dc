import { site } from '~/config/site'
import { COUNTRY, Email, ExternalLink, LegalContents, LegalSection } from './legal-blocks'

/** ISO date of the current version; the page shows it as “Last updated”. */
export const cookiesUpdated = '2024-05-29'

const SECTIONS = [
  { id: 'cookies-what', title: 'What are cookies?' },
  { id: 'cookies-how', title: 'How do we use cookies?' },
  { id: 'cookies-essential', title: 'Essential cookies' },
  { id: 'cookies-preference', title: 'Preference cookies' },
  { id: 'cookies-analytics', title: 'Analytics and statistics cookies' },
  { id: 'cookies-advertising', title: 'Advertising cookies' },
  { id: 'cookies-social', title: 'Social networking cookies' },
  { id: 'cookies-unclassified', title: 'Unclassified cookies' },
  { id: 'cookies-control', title: 'How can you control cookies?' },
  { id: 'cookies-updates', title: 'Updates to this policy' },
  { id: 'cookies-contact', title: 'Contact us' },
] as const

type StorageType = 'http_cookie' | 'localStorage'

type CookieRow = {
  name: string
  provider: string
  purpose: string
  type: StorageType
  expires: string
}

/** Local-storage items have no expiry date of their own. */
const UNTIL_CLEARED = 'No expiry; kept until you clear your browser’s site data'

const ESSENTIAL: readonly CookieRow[] = [
  {
    name: 'lang',
    provider: site.name,
    purpose:
      'Remembers the language you chose (English or Norwegian), so that the server can show every page in that language.',
    type: 'http_cookie',
    expires: '1 year',
  },
  {
    name: 'lang',
    provider: site.name,
    purpose: 'Keeps the same language choice in your browser, so that the site opens in it on your next visit.',
    type: 'localStorage',
    expires: UNTIL_CLEARED,
  },
  {
    name: 'preferences',
    provider: site.name,
    purpose: 'Stores your answer to the cookie banner for preference cookies (true or false).',
    type: 'localStorage',
    expires: UNTIL_CLEARED,
  },
  {
    name: 'statistics',
    provider: site.name,
    purpose:
      'Stores your answer to the cookie banner for statistics cookies (true or false). While no answer is stored, the banner is shown.',
    type: 'localStorage',
    expires: UNTIL_CLEARED,
  },
]

const PREFERENCE: readonly CookieRow[] = [
  {
    name: 'li_gc',
    provider: 'LinkedIn',
    purpose: 'Stores your consent choices for LinkedIn’s own non-essential cookies when LinkedIn content is loaded.',
    type: 'http_cookie',
    expires: '6 months',
  },
]

const ANALYTICS: readonly CookieRow[] = [
  {
    name: '_ga',
    provider: 'Google',
    purpose:
      'Assigns your browser a random identifier, so that Google Analytics can count visitors and visits and tell new visitors from returning ones.',
    type: 'http_cookie',
    expires: '1 year 1 month',
  },
  {
    name: '_ga_*',
    provider: 'Google',
    purpose: 'Keeps the state of your current visit, such as the number of visits and the time of the last one.',
    type: 'http_cookie',
    expires: '1 year 1 month',
  },
  {
    name: '_gid',
    provider: 'Google',
    purpose: 'Distinguishes visitors over a single day, for daily visitor statistics.',
    type: 'http_cookie',
    expires: '1 day',
  },
]

const ADVERTISING: readonly CookieRow[] = [
  {
    name: '_gcl_au',
    provider: 'Google',
    purpose:
      'Links visits to the advertising campaign that led to them, so that we can measure how well a campaign works.',
    type: 'http_cookie',
    expires: '3 months',
  },
  {
    name: '_fbp',
    provider: 'Meta',
    purpose: 'Recognises your browser across visits in order to deliver and measure advertising on Meta’s platforms.',
    type: 'http_cookie',
    expires: '3 months',
  },
  {
    name: 'IDE',
    provider: 'Google',
    purpose: 'Used by Google’s advertising services to show relevant ads and to limit how often the same ad is shown.',
    type: 'http_cookie',
    expires: '1 year 1 month',
  },
]

const SOCIAL: readonly CookieRow[] = [
  {
    name: 'bcookie',
    provider: 'LinkedIn',
    purpose:
      'Identifies your browser when LinkedIn content or share features are loaded, and helps LinkedIn prevent abuse.',
    type: 'http_cookie',
    expires: '1 year',
  },
  {
    name: 'lidc',
    provider: 'LinkedIn',
    purpose: 'Chooses the LinkedIn data centre that serves the embedded content.',
    type: 'http_cookie',
    expires: '1 day',
  },
]

const UNCLASSIFIED: readonly CookieRow[] = [
  {
    name: 'ln_or',
    provider: 'LinkedIn',
    purpose: 'Set by LinkedIn; we are confirming its exact purpose with the provider.',
    type: 'http_cookie',
    expires: '1 day',
  },
]

function CookieTable({ caption, rows }: { caption: string; rows: readonly CookieRow[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Provider</th>
          <th scope="col">Purpose</th>
          <th scope="col">Type</th>
          <th scope="col">Expires</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.name}-${row.type}`}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.provider}</td>
            <td>{row.purpose}</td>
            <td>{row.type}</td>
            <td>{row.expires}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The Cookie Policy: SPEC section 2 “Legal pages”. English only; the page renders the h1 and the date. */
export function CookiePolicyContent() {
  return (
    <>
      <LegalContents sections={SECTIONS} />

      <LegalSection sections={SECTIONS} id="cookies-what">
        <p>
          Cookies are small data files that a website places on your computer or mobile device when you visit it. They
          are widely used to make websites work, or work more efficiently, and to give the website owner information
          about how the site is used.
        </p>
        <p>
          Cookies set by the website you are visiting, here {site.name}, are called first-party cookies. Cookies set by
          other parties are called third-party cookies; they let those parties provide features or functions on or
          through the website, such as analytics, advertising and embedded content. Session cookies are deleted when you
          close your browser; persistent cookies stay on your device until they expire or you delete them.
        </p>
        <p>
          Websites can also keep information in your browser’s local storage. It works much like a cookie but is not
          sent to the server with every request, and it has no expiry date of its own. We use local storage for your
          language and your cookie choices, and in this policy we treat it in the same way as cookies.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-how">
        <p>
          Some cookies are required for technical reasons so that the website works; we call them essential or strictly
          necessary cookies. Other cookies let us remember your preferences, understand how the website is used, and
          allow third parties to provide advertising, social networking and embedded content. We use them as follows:
        </p>
        <ul>
          <li>
            <strong>Essential cookies</strong> are always set and cannot be rejected, because the website cannot work
            properly without them. They hold no identifier that tracks you.
          </li>
          <li>
            <strong>Preference cookies</strong> are set only if you switch on “Preference” in the cookie banner or
            choose Accept All.
          </li>
          <li>
            <strong>Analytics and statistics cookies</strong> are set only after you consent, by switching on
            “Statistics” in the cookie banner or choosing Accept All.
          </li>
          <li>
            <strong>Advertising, social networking and unclassified cookies</strong> are also set only after you
            consent. The cookie banner covers them with the “Statistics” choice, so they are never set unless you have
            accepted statistics.
          </li>
        </ul>
        <p>
          The cookies we list below last from 1 day to about 13 months (1 year 1 month). Items in local storage stay
          until you clear your browser’s site data. For more about how we handle personal information, see our{' '}
          <a href="/privacy">Privacy Policy</a>.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-essential">
        <p>
          These cookies and storage items are strictly necessary to provide the website and the features you ask for,
          such as showing pages in your language and remembering your cookie choice. Because they are essential, you
          cannot refuse them through the cookie banner.
        </p>
        <CookieTable caption="Essential cookies" rows={ESSENTIAL} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-preference">
        <p>
          Preference cookies let the website and the content embedded in it remember choices you make, so that your next
          visit feels the same. They are not essential, and they are set only with your consent.
        </p>
        <CookieTable caption="Preference cookies" rows={PREFERENCE} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-analytics">
        <p>
          Analytics and statistics cookies collect information in aggregated form to help us understand how visitors use
          the website: which pages are visited, how long visits last and whether something does not work. They are set
          only after you accept statistics cookies.
        </p>
        <CookieTable caption="Analytics and statistics cookies" rows={ANALYTICS} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-advertising">
        <p>
          Advertising cookies let advertising partners measure whether our campaigns reach the right people and lead
          visitors to our website, and show ads that are more relevant to you. They may recognise your browser across
          websites. They are set only after you consent.
        </p>
        <CookieTable caption="Advertising cookies" rows={ADVERTISING} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-social">
        <p>
          Social networking cookies are set by social networks and other third-party platforms when their content or
          features are loaded on our website, for example to share a page or to show embedded content such as the
          playlist on our Creative Lab page. These platforms may use the cookies to recognise you and to link your visit
          to your account with them. They are set only after you consent, and the platforms’ own cookie and privacy
          policies apply to them.
        </p>
        <CookieTable caption="Social networking cookies" rows={SOCIAL} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-unclassified">
        <p>
          Unclassified cookies are cookies that we are still in the process of classifying together with their
          providers. Until they are classified, we treat them as non-essential: they are set only after you consent.
        </p>
        <CookieTable caption="Unclassified cookies" rows={UNCLASSIFIED} />
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-control">
        <h3>The cookie banner</h3>
        <p>
          When you first visit the website, a cookie banner asks for your choice. You can accept all cookies, reject all
          non-essential cookies, or choose Customize to switch preference and statistics cookies on or off separately
          and then save your choice. Essential cookies are always active. You can change your mind at any time through
          the “Cookie settings” link in the footer of every page, which opens the banner again.
        </p>
        <h3>Your browser settings</h3>
        <p>
          You can also set your browser to refuse or delete cookies and to clear local storage. The way to do this
          differs from browser to browser; look for it in your browser’s help pages. If you block essential cookies,
          some parts of the website may not work properly. If you clear the website’s data, your language and cookie
          choices are removed as well, and the cookie banner is shown again on your next visit.
        </p>
        <p>
          Withdrawing your consent stops new non-essential cookies from being set. Cookies that are already on your
          device stay there until they expire or you delete them in your browser.
        </p>
        <h3>Global Privacy Control</h3>
        <p>
          We honour the Global Privacy Control (GPC) signal. If your browser sends it, we treat it as a refusal of
          statistics cookies, and therefore also of the advertising, social networking and unclassified cookies that
          depend on that choice, for as long as the signal is sent, even if you accepted them before. You can learn more
          about GPC at <ExternalLink href="https://globalprivacycontrol.org">globalprivacycontrol.org</ExternalLink>. We
          do not respond to Do-Not-Track signals; our Privacy Policy explains why.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-updates">
        <p>
          We may update this Cookie Policy from time to time, for example when we change the cookies we use or for other
          operational, legal or regulatory reasons. Please revisit this page regularly to stay informed. The date at the
          top of this page shows when it was last updated.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="cookies-contact">
        <p>
          If you have any questions about our use of cookies or other technologies, e-mail us at <Email /> or write to
          us at:
        </p>
        <ul>
          {site.offices.map((office) => (
            <li key={office.id}>
              <address>
                {site.name}, {office.postcode} {office.city}, {COUNTRY[office.countryCode]}
              </address>
            </li>
          ))}
        </ul>
      </LegalSection>
    </>
  )
}
