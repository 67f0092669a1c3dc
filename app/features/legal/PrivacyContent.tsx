import { site } from '~/config/site'
import { COUNTRY, Email, ExternalLink, LegalContents, LegalSection, officeList } from './legal-blocks'

/** ISO date of the current version; the page shows it as “Last updated”. */
export const privacyUpdated = '2024-05-29'

const SECTIONS = [
  { id: 'privacy-about', title: 'About this policy' },
  { id: 'privacy-collect', title: 'What information do we collect?' },
  { id: 'privacy-use', title: 'How do we process your information?' },
  { id: 'privacy-legal-bases', title: 'What legal bases do we rely on?' },
  { id: 'privacy-sharing', title: 'When and with whom do we share your information?' },
  { id: 'privacy-cookies', title: 'Cookies and similar technologies' },
  { id: 'privacy-transfers', title: 'Is your information transferred internationally?' },
  { id: 'privacy-retention', title: 'How long do we keep your information?' },
  { id: 'privacy-security', title: 'How do we keep your information safe?' },
  { id: 'privacy-minors', title: 'Do we collect information from minors?' },
  { id: 'privacy-rights', title: 'What are your privacy rights?' },
  { id: 'privacy-signals', title: 'Do-Not-Track and Global Privacy Control' },
  { id: 'privacy-us-residents', title: 'Additional information for residents of the United States' },
  { id: 'privacy-updates', title: 'Updates to this policy' },
  { id: 'privacy-contact', title: 'How can you contact us?' },
] as const

function OfficeAddresses() {
  return (
    <ul>
      {site.offices.map((office) => (
        <li key={office.id}>
          <address>
            {site.name}, {office.postcode} {office.city}, {COUNTRY[office.countryCode]}
          </address>
        </li>
      ))}
    </ul>
  )
}

/** The categories of personal information named by California law, and whether we collect each one. */
const PERSONAL_INFORMATION_CATEGORIES = [
  {
    letter: 'A',
    category: 'Identifiers',
    examples: 'Name, e-mail address, telephone number, online identifier, IP address',
    collected: true,
  },
  {
    letter: 'B',
    category: 'Personal information categories listed in the California Customer Records statute',
    examples: 'Name, contact details, education, employment and employment history, as given in a CV or message',
    collected: true,
  },
  {
    letter: 'C',
    category: 'Protected classification characteristics under state or federal law',
    examples: 'Gender, age, date of birth, race and ethnicity, national origin, marital status',
    collected: false,
  },
  {
    letter: 'D',
    category: 'Commercial information',
    examples: 'Transaction information, purchase history, financial details, payment information',
    collected: false,
  },
  { letter: 'E', category: 'Biometric information', examples: 'Fingerprints and voiceprints', collected: false },
  {
    letter: 'F',
    category: 'Internet or other similar network activity',
    examples: 'Browsing history, search history, online behaviour, interactions with our and other websites',
    collected: false,
  },
  { letter: 'G', category: 'Geolocation data', examples: 'Device location', collected: false },
  {
    letter: 'H',
    category: 'Audio, electronic, sensory or similar information',
    examples: 'Images and audio, video or call recordings created in connection with our business activities',
    collected: false,
  },
  {
    letter: 'I',
    category: 'Professional or employment-related information',
    examples: 'Job titles, work history and professional qualifications, such as those in a job application',
    collected: true,
  },
  {
    letter: 'J',
    category: 'Education information',
    examples: 'Student records and directory information',
    collected: false,
  },
  {
    letter: 'K',
    category: 'Inferences drawn from collected personal information',
    examples: 'A profile or summary about an individual’s preferences and characteristics',
    collected: false,
  },
  { letter: 'L', category: 'Sensitive personal information', examples: 'None', collected: false },
] as const

/** The Privacy Policy: SPEC section 2 “Legal pages”. English only; the page renders the h1 and the date. */
export function PrivacyContent() {
  return (
    <>
      <LegalContents sections={SECTIONS} />

      <LegalSection sections={SECTIONS} id="privacy-about">
        <p>
          This Privacy Policy explains how {site.name} (“we”, “us” or “our”), a creative and digital agency with offices
          in {officeList}, collects, uses, shares and protects personal information when you use our website, contact
          us, apply for a job with us or otherwise deal with us (together, the “Services”). We are the controller of the
          personal information described here.
        </p>
        <p>
          Reading this policy will help you understand your privacy rights and choices. If you do not agree with our
          practices, please do not use the Services. If you have any questions or concerns, write to us at <Email />.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-collect">
        <h3>Personal information you disclose to us</h3>
        <p>
          We collect personal information that you give us voluntarily: when you send a message through our contact
          form, apply for an open position, e-mail us, or discuss a project with us. Depending on what you send, this
          includes:
        </p>
        <ul>
          <li>names;</li>
          <li>email addresses;</li>
          <li>phone numbers;</li>
          <li>company name;</li>
          <li>the subject and content of your message;</li>
          <li>
            for job applications, the position you apply for and the files you attach: your CV and, if you choose to add
            one, a cover letter, with any professional or employment-related information they contain.
          </li>
        </ul>
        <p>
          All personal information that you give us must be true, complete and accurate, and you must tell us about any
          changes to it.
        </p>
        <h3>Sensitive information</h3>
        <p>
          We do not process sensitive information, such as information about racial or ethnic origin, political
          opinions, religious or philosophical beliefs, trade union membership, genetic or biometric data, health, or
          sex life and sexual orientation. Please leave such details out of your CV and messages. If you send them to us
          anyway, we do not use them and we delete them when we notice them.
        </p>
        <h3>Information collected automatically</h3>
        <p>
          Some information is collected automatically when you visit the Services. It does not reveal your identity,
          such as your name or contact details, but it may include:
        </p>
        <ul>
          <li>
            <strong>Device data</strong>: information about the computer, phone or tablet you use, such as the IP
            address, browser type and settings, operating system, device model and screen size;
          </li>
          <li>
            <strong>Usage and log data</strong>: service, diagnostic and performance information that our servers and
            our analytics tool record, such as the pages you view, the date and time of your visit, the page that
            referred you, and error reports;
          </li>
          <li>
            <strong>Location data</strong>: your approximate location (country, region or city), derived from your IP
            address. We do not ask for or collect your device’s precise location.
          </li>
        </ul>
        <p>
          We need this information to keep the Services secure and working and, if you allow statistics cookies, to
          understand how the Services are used. Analytics information is collected only with that consent and is used in
          aggregated and pseudonymised form; we do not combine it with the names or contact details you send us.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-use">
        <p>We process your personal information to:</p>
        <ul>
          <li>answer your questions and requests and communicate with you about a possible or ongoing project;</li>
          <li>assess job applications, arrange interviews and run our recruitment process;</li>
          <li>prepare proposals, deliver our services and manage our relationships with clients;</li>
          <li>send you administrative information, such as changes to our terms and policies;</li>
          <li>protect the Services, including monitoring for and preventing fraud, abuse and security incidents;</li>
          <li>understand how visitors use the Services and improve them, if you have accepted statistics cookies;</li>
          <li>comply with our legal obligations and establish, exercise or defend legal claims.</li>
        </ul>
        <p>
          We do not use your personal information for decisions based solely on automated processing, including
          profiling, that have legal or similarly significant effects on you. We do not send marketing e-mails unless
          you have asked to receive them.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-legal-bases">
        <p>
          Because we have an office in Norway, the EU General Data Protection Regulation (GDPR), as incorporated into
          the EEA Agreement and Norwegian law through the Personal Data Act, applies to our processing. The data
          protection law of Kosovo applies as well. We process personal information only when we have a valid legal
          basis:
        </p>
        <ul>
          <li>
            <strong>Consent.</strong> We place preference and statistics cookies, and keep a job application on file for
            future openings, only if you agree. You can withdraw your consent at any time.
          </li>
          <li>
            <strong>Performance of a contract.</strong> We process personal information when we need it to enter into or
            perform a contract with you, including steps you ask us to take before a contract, such as preparing a
            proposal or considering you for a position.
          </li>
          <li>
            <strong>Legitimate interests.</strong> We process personal information when it is reasonably necessary for
            our legitimate business interests and those interests are not outweighed by your interests and fundamental
            rights, for example to answer general enquiries, to keep in touch with contacts at client companies, to keep
            server logs for security, and to defend legal claims.
          </li>
          <li>
            <strong>Legal obligations.</strong> We process personal information when we need to comply with the law, for
            example bookkeeping and accounting rules or a binding request from a court or public authority.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-sharing">
        <p>We share personal information only in the following situations:</p>
        <ul>
          <li>
            <strong>Analytics provider.</strong> If you accept statistics cookies, device, usage and approximate
            location data is shared with our analytics provider, which processes it on our behalf to produce visitor
            statistics. Without that consent, nothing is shared with the analytics provider.
          </li>
          <li>
            <strong>Service providers.</strong> Companies that host the Services, deliver our e-mail and store our files
            process personal information on our behalf, under written data processing agreements and only on our
            instructions.
          </li>
          <li>
            <strong>Professional advisers and authorities.</strong> We may share information with lawyers, auditors and
            accountants, and with courts or public authorities when the law requires it.
          </li>
          <li>
            <strong>Business transfers.</strong> We may share or transfer information in connection with a merger, sale
            of company assets, financing or acquisition of all or part of our business.
          </li>
          <li>
            <strong>Between our offices.</strong> Our teams in {officeList} can access the information they need to
            answer you or to handle your application.
          </li>
        </ul>
        <p>We do not sell your personal information, and we do not rent it out or give it to advertisers.</p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-cookies">
        <p>
          We use cookies and browser storage to run the Services and, with your consent, to remember your preferences
          and produce statistics. Essential cookies cannot be refused; all others are set only after you agree. Our{' '}
          <a href="/cookies">Cookie Policy</a> lists them and explains how to change your choice at any time.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-transfers">
        <p>
          Our servers are located in the United States. Wherever you are, your personal information may be transferred
          to, stored in and processed in the United States, and it is also accessible to our team in Kosovo. These
          countries may not have data protection laws as comprehensive as those in the European Economic Area (EEA).
        </p>
        <p>
          When personal information from the EEA is transferred outside it, we protect it with appropriate safeguards:
        </p>
        <ul>
          <li>
            the Standard Contractual Clauses adopted by the European Commission, which oblige the recipient to protect
            the information to EEA standards;
          </li>
          <li>
            for recipients in the United States that are certified under the EU–U.S. Data Privacy Framework, the
            European Commission’s adequacy decision, which also applies in Norway; and
          </li>
          <li>
            supplementary measures such as encryption in transit and at rest, access control and data minimisation.
          </li>
        </ul>
        <p>
          You can ask us for a copy of the safeguards we use by writing to <Email />.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-retention">
        <p>
          We keep personal information only for as long as we need it for the purposes set out in this policy, unless
          the law requires or permits a longer period.
        </p>
        <ul>
          <li>
            Information in categories A (identifiers), B (personal information categories listed in the California
            Customer Records statute) and I (professional or employment-related information), as set out in section{' '}
            {SECTIONS.findIndex((section) => section.id === 'privacy-us-residents') + 1}, is kept for 1 year after our
            last contact with you or after the recruitment process ends.
          </li>
          <li>
            Where accounting or other laws require us to keep records for longer, for example invoices to clients, we
            keep them for the period that law prescribes.
          </li>
          <li>
            Analytics information is kept by our analytics provider in aggregated and pseudonymised form, and never in a
            way that lets us identify you.
          </li>
        </ul>
        <p>
          When we no longer need your personal information, we delete or anonymise it. If that is not immediately
          possible, for example because it sits in backup archives, we store it securely and isolate it from any further
          processing until it can be deleted; backup archives are themselves kept for at most 30 days.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-security">
        <p>
          We use appropriate technical and organisational measures to protect the personal information we process, such
          as encrypted connections, access limited to the people who need it, and carefully selected service providers.
          However, no electronic transmission over the internet and no storage technology can be guaranteed to be 100%
          secure, so we cannot promise that unauthorised third parties will never be able to defeat our security. You
          use the Services at your own risk, and you should only access them within a secure environment.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-minors">
        <p>
          We do not knowingly collect data from, or market to, anyone under 18 years of age. By using the Services, you
          confirm that you are at least 18. If we learn that we have collected personal information from someone under
          18, we will delete it promptly. If you become aware of any data we may have collected from a minor, please
          tell us at <Email />.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-rights">
        <p>
          Under the GDPR, which applies in the EEA including Norway, and under comparable laws elsewhere, including the
          data protection law of Kosovo, you have the following rights:
        </p>
        <ul>
          <li>
            <strong>Access</strong>: to ask whether we process your personal information and to receive a copy of it;
          </li>
          <li>
            <strong>Rectification</strong>: to have inaccurate or incomplete information corrected;
          </li>
          <li>
            <strong>Erasure</strong>: to have your information deleted when we no longer have a reason to keep it;
          </li>
          <li>
            <strong>Restriction</strong>: to ask us to limit how we use your information, for example while we check its
            accuracy;
          </li>
          <li>
            <strong>Data portability</strong>: to receive information you gave us in a structured, commonly used and
            machine-readable format, or to have it sent to another controller;
          </li>
          <li>
            <strong>Objection</strong>: to object to processing based on our legitimate interests, and at any time to
            direct marketing;
          </li>
          <li>
            <strong>Withdrawal of consent</strong>: to withdraw any consent you have given, at any time. Withdrawal does
            not affect the lawfulness of processing carried out before it.
          </li>
        </ul>
        <p>
          To exercise any of these rights, write to <Email />. We will answer within one month; if a request is complex,
          we may extend that period by up to two further months and will tell you why. We may ask you to confirm your
          identity before we act on a request. Exercising your rights is free of charge.
        </p>
        <p>
          You can withdraw your consent to cookies at any time through the “Cookie settings” link in the footer of every
          page.
        </p>
        <h3>Right to complain</h3>
        <p>
          If you believe that we process your personal information unlawfully, you can complain to a data protection
          supervisory authority. Our supervisory authority is the Norwegian Data Protection Authority (Datatilsynet),{' '}
          <ExternalLink href="https://www.datatilsynet.no">datatilsynet.no</ExternalLink>. You can also complain to the
          authority in the EEA country where you live or work, or, in Kosovo, to the Information and Privacy Agency. We
          would, however, appreciate the chance to address your concerns first, so please contact us before you approach
          an authority.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-signals">
        <h3>Do-Not-Track</h3>
        <p>
          Most web browsers and some mobile operating systems include a Do-Not-Track (DNT) setting. No uniform
          technology standard for recognising and implementing DNT signals has been finalised. For that reason,{' '}
          <strong>we do not currently respond to DNT browser signals</strong> or any other mechanism that automatically
          communicates your choice not to be tracked online, apart from Global Privacy Control as described below. If a
          standard for online tracking is adopted that we must follow, we will tell you about it in a revised version of
          this policy.
        </p>
        <h3>Global Privacy Control</h3>
        <p>
          <strong>We honour the Global Privacy Control (GPC) opt-out signal.</strong> When your browser or a browser
          extension sends a GPC signal, we treat it as:
        </p>
        <ul>
          <li>
            a refusal of statistics cookies: no analytics cookies are set and no data is shared with our analytics
            provider, even if you accepted statistics on that browser before, and for as long as the signal is sent; and
          </li>
          <li>
            a valid request to opt out of the sale or sharing of your personal information and of targeted advertising,
            under the laws of the U.S. states that recognise such signals.
          </li>
        </ul>
        <p>
          You do not need to do anything else. You can learn more about GPC at{' '}
          <ExternalLink href="https://globalprivacycontrol.org">globalprivacycontrol.org</ExternalLink>.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-us-residents">
        <p>
          Some U.S. states, including California, give their residents specific rights over their personal information.
          The table below shows the categories of personal information those laws define and whether we have collected
          each of them in the past twelve months.
        </p>
        <table>
          <caption>Categories of personal information</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Examples</th>
              <th scope="col">Collected</th>
            </tr>
          </thead>
          <tbody>
            {PERSONAL_INFORMATION_CATEGORIES.map((row) => (
              <tr key={row.letter}>
                <th scope="row">
                  {row.letter}. {row.category}
                </th>
                <td>{row.examples}</td>
                <td>{row.collected ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          We collect information in these categories from you directly, as described in section{' '}
          {SECTIONS.findIndex((section) => section.id === 'privacy-collect') + 1}, and use and retain it as described in
          this policy. Device, usage and approximate location data collected through statistics cookies is pseudonymised
          and not linked to you, so we do not hold it as personal information about an identifiable consumer.
        </p>
        <p>
          We have not sold or shared any personal information for cross-context behavioural advertising in the past
          twelve months, and we will not do so in the future. Depending on the state where you live, you have the right
          to know what personal information we hold about you, to have it corrected or deleted, to opt out of its sale
          or sharing, to appeal our decision on a request, and not to be discriminated against for exercising these
          rights. To make a request, or to appoint an authorised agent to make one for you, write to <Email />. We will
          verify your identity before we respond.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-updates">
        <p>
          We may update this Privacy Policy from time to time to stay compliant with the law or to reflect changes in
          the Services. The updated version is indicated by the “Last updated” date at the top of this page. If we make
          material changes, we will point them out prominently on the Services. We encourage you to review this policy
          regularly.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="privacy-contact">
        <p>
          If you have questions or comments about this policy, or wish to exercise your rights, e-mail us at <Email />{' '}
          or write to us at:
        </p>
        <OfficeAddresses />
      </LegalSection>
    </>
  )
}
