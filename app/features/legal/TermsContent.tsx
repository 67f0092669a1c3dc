import { site } from '~/config/site'
import { COUNTRY, Email, LegalContents, LegalSection, officeList } from './legal-blocks'

/** ISO date of the current version; the page shows it as “Last updated”. */
export const termsUpdated = '2024-05-29'

const SECTIONS = [
  { id: 'terms-agreement', title: 'Agreement to our legal terms' },
  { id: 'terms-services', title: 'Our services' },
  { id: 'terms-intellectual-property', title: 'Intellectual property rights' },
  { id: 'terms-user-representations', title: 'User representations' },
  { id: 'terms-prohibited-activities', title: 'Prohibited activities' },
  { id: 'terms-submissions', title: 'Submissions' },
  { id: 'terms-third-party', title: 'Third-party websites and content' },
  { id: 'terms-management', title: 'Management of the services' },
  { id: 'terms-privacy', title: 'Privacy' },
  { id: 'terms-termination', title: 'Term and termination' },
  { id: 'terms-modifications', title: 'Modifications and interruptions' },
  { id: 'terms-governing-law', title: 'Governing law' },
  { id: 'terms-dispute-resolution', title: 'Dispute resolution' },
  { id: 'terms-corrections', title: 'Corrections' },
  { id: 'terms-disclaimer', title: 'Disclaimer' },
  { id: 'terms-liability', title: 'Limitation of liability' },
  { id: 'terms-indemnification', title: 'Indemnification' },
  { id: 'terms-user-data', title: 'User data' },
  { id: 'terms-electronic-communications', title: 'Electronic communications' },
  { id: 'terms-miscellaneous', title: 'Miscellaneous' },
  { id: 'terms-contact', title: 'Contact us' },
] as const

const PROHIBITED: readonly string[] = [
  'Systematically retrieve data or other content from the Services to build, directly or indirectly, a collection, compilation, database or directory, without our written permission.',
  'Use scraping, data mining, robots, spiders or similar data gathering and extraction tools on the Services.',
  'Use, launch, develop or distribute any automated system, such as bots, scripts, scrapers, crawlers or offline readers, that accesses the Services or sends messages through our forms, except for the ordinary use of a search engine or web browser.',
  'Impersonate another person, company or member of our team, or use another person’s name, e-mail address or identity, for example when sending a contact request or a job application.',
  'Decipher, decompile, disassemble or reverse engineer any of the software that makes up or is part of the Services, except where applicable law expressly allows it.',
  'Copy or adapt the Services’ software, including its HTML, CSS, JavaScript or other code, beyond what your browser needs to display the pages.',
  'Use a buying agent or purchasing agent to make purchases on or through the Services.',
  'Circumvent, disable or otherwise interfere with security-related features of the Services, including features that prevent or restrict the copying or use of any Content.',
  'Attempt to gain unauthorised access to the Services, to the servers or networks connected to them, or to any part of the Services that is not intended for you.',
  'Interfere with, disrupt or place an unreasonable load on the Services or the networks and services connected to them.',
  'Upload or transmit viruses, Trojan horses, spyware, tracking pixels or any other material that harms the Services, interferes with anyone’s use of them, or collects information without consent.',
  'Send spam, chain letters, bulk messages or other unsolicited communications through our contact or application forms.',
  'Trick, defraud or mislead us or other users, in particular in any attempt to obtain confidential information such as passwords or personal data.',
  'Harass, intimidate, threaten or abuse any member of our team or anyone else through the Services, or use information obtained from the Services to do so.',
  'Remove, obscure or alter any copyright, trademark or other proprietary notice on the Content.',
  'Frame or mirror the Services, or link to them in a way that suggests an endorsement by us that does not exist.',
  'Use the Services to compete with us, or for any revenue-generating endeavour or commercial enterprise that we have not approved in writing.',
  'Use the Services in any way that breaks applicable law or regulation, or for any unlawful or fraudulent purpose.',
]

/** The Legal Terms: SPEC section 2 “Legal pages”. English only; the page renders the h1 and the date. */
export function TermsContent() {
  return (
    <>
      <LegalContents sections={SECTIONS} />

      <LegalSection sections={SECTIONS} id="terms-agreement">
        <p>
          We are {site.name} (“{site.name}”, “we”, “us” or “our”), a creative and digital agency founded in{' '}
          {site.foundedYear}, with offices in {officeList}. We operate this website and the pages, forms, downloads and
          content made available on it (together, the “Services”).
        </p>
        <p>
          These Legal Terms form a legally binding agreement between you, whether personally or on behalf of an entity
          (“you”), and {site.name} about your access to and use of the Services. By accessing the Services, you confirm
          that you have read, understood and agree to be bound by these Legal Terms.{' '}
          <strong>
            If you do not agree with all of them, you must not use the Services and must stop using them now.
          </strong>
        </p>
        <p>
          Any supplemental terms or documents that we publish on the Services from time to time form part of these Legal
          Terms. We may change these Legal Terms at any time and for any reason. When we do, we will update the “Last
          updated” date at the top of this page. It is your responsibility to review these Legal Terms from time to
          time; by continuing to use the Services after a change is published, you accept the revised terms.
        </p>
        <p>
          The Services are intended for people who are at least 18 years old. People under 18 may not use the Services
          or send us any information through them.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-services">
        <p>
          The information on the Services is not intended for distribution to, or use by, anyone in a jurisdiction or
          country where that distribution or use would be contrary to law or would make us subject to a registration
          requirement there. If you choose to access the Services from such a place, you do so on your own initiative
          and are solely responsible for complying with local law.
        </p>
        <p>
          <strong>The Services are provided for your personal, non-commercial use.</strong> You may use them to learn
          about our work, read our journal, apply for an open position, download the free resources we offer under the
          terms stated with them, and contact us about a possible collaboration. Any other use, in particular any
          commercial use of the Services or their Content, requires our prior written permission.
        </p>
        <p>
          Design, development, marketing and other agency work that we carry out for clients is governed by a separate
          written agreement, such as a proposal, statement of work or service contract. If that agreement conflicts with
          these Legal Terms, the agreement prevails for that engagement.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-intellectual-property">
        <h3>Our intellectual property</h3>
        <p>
          We own or hold a licence to all intellectual property rights in the Services, including their source code,
          databases, functionality, software, website designs, audio, video, text, photographs, illustrations and
          graphics (together, the “Content”), and the trademarks, service marks and logos contained in them (the
          “Marks”). The Content and the Marks are protected by copyright and trademark law and by other intellectual
          property and unfair competition rules in Kosovo, Norway and other countries, and by international treaties.
        </p>
        <p>
          Case studies in our portfolio may show work, names and logos that belong to our clients. They are displayed
          with permission, for portfolio purposes only, and remain the property of their respective owners. Nothing on
          the Services grants you any right to use them.
        </p>
        <h3>Your use of the Services</h3>
        <p>
          Provided that you comply with these Legal Terms, including the section “Prohibited activities” below, we grant
          you a non-exclusive, non-transferable, revocable licence to access the Services and to download or print a
          copy of any part of the Content to which you have properly gained access, solely for your personal,
          non-commercial use.
        </p>
        <p>
          Free design resources and brand assets offered for download on the Services may be used only in line with the
          licence or usage notes published with them. Where none are given, the licence in the previous paragraph
          applies.
        </p>
        <p>
          Except as set out in this section or elsewhere in these Legal Terms, no part of the Services and no Content or
          Marks may be copied, reproduced, aggregated, republished, uploaded, posted, publicly displayed, encoded,
          translated, transmitted, distributed, sold, licensed or otherwise exploited for any commercial purpose without
          our express prior written permission. To ask for permission to use the Services, Content or Marks in any other
          way, write to <Email />. If we grant permission to post, reproduce or publicly display any part of the
          Services or Content, you must name us as the owner or licensor and keep every copyright or proprietary notice
          visible.
        </p>
        <p>
          We reserve all rights not expressly granted to you. Any breach of these intellectual property rights is a
          material breach of these Legal Terms, and your right to use the Services ends immediately.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-user-representations">
        <p>By using the Services, you represent and warrant that:</p>
        <ol>
          <li>
            all information you submit to us, for example through the contact form or a job application, is true,
            accurate, current and complete;
          </li>
          <li>you will keep that information accurate and promptly update it when it changes;</li>
          <li>you have the legal capacity to enter into these Legal Terms and you agree to comply with them;</li>
          <li>you are at least 18 years old and are not a minor in the jurisdiction in which you live;</li>
          <li>
            if you act on behalf of a company or other organisation, you are authorised to bind it and to share its
            information with us;
          </li>
          <li>
            you will not access the Services through automated or non-human means, whether through a bot, a script or
            otherwise;
          </li>
          <li>you will not use the Services for any illegal or unauthorised purpose;</li>
          <li>your use of the Services will not violate any applicable law or regulation; and</li>
          <li>
            any file you send us, such as a CV or a cover letter, is your own or you have the right to share it,
            contains no malicious code, and does not infringe the rights of any third party.
          </li>
        </ol>
        <p>
          If you provide any information that is untrue, inaccurate, out of date or incomplete, we have the right to
          suspend or terminate any account you hold with us and to refuse any current or future use of the Services, or
          any part of them.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-prohibited-activities">
        <p>
          You may not access or use the Services for any purpose other than the one for which we make them available.
          The Services may not be used in connection with any commercial endeavour except those that we have
          specifically endorsed or approved. As a user of the Services, you agree not to:
        </p>
        <ul>
          {PROHIBITED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-submissions">
        <p>
          Questions, comments, suggestions, ideas and other feedback about the Services that you send us (“Feedback”)
          may be used by us to improve the Services without any obligation to you. You confirm that you have the right
          to share any Feedback you send.
        </p>
        <p>
          Project briefs, job applications and the files attached to them are different: they remain yours. We use them
          only to answer your enquiry or assess your application, we treat them as confidential, and we handle the
          personal data in them as described in our <a href="/privacy">Privacy Policy</a>.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-third-party">
        <p>
          The Services contain links to, and embedded content from, third-party websites and services, such as social
          networks, a maps service, a cloud-drive folder and a music streaming service. We do not review, monitor or
          control them and we are not responsible for their content, accuracy, availability or privacy practices. A link
          or embed does not mean that we approve or endorse a third party. When you leave the Services or interact with
          third-party content, that party’s own terms and privacy policy apply, and you do so at your own risk.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-management">
        <p>We reserve the right, but do not have the obligation, to:</p>
        <ul>
          <li>monitor the Services for breaches of these Legal Terms;</li>
          <li>
            take appropriate legal action against anyone who, in our sole discretion, breaks the law or these Legal
            Terms, including reporting them to law enforcement authorities;
          </li>
          <li>refuse, restrict, limit or disable access to the Services or any part of them;</li>
          <li>remove or disable files and content that are excessive in size or burdensome to our systems; and</li>
          <li>
            otherwise manage the Services in a way designed to protect our rights and property and to keep them running
            properly.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-privacy">
        <p>
          We care about data privacy and security. Please read our <a href="/privacy">Privacy Policy</a> and our{' '}
          <a href="/cookies">Cookie Policy</a>. By using the Services, you agree to be bound by our Privacy Policy,
          which forms part of these Legal Terms. Please note that the Services are hosted in the United States; the
          Privacy Policy explains how we protect personal data that is transferred there.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-termination">
        <p>
          These Legal Terms remain in full force and effect while you use the Services. Without limiting any other
          provision of these Legal Terms, we reserve the right, in our sole discretion and without notice or liability,
          to deny access to and use of the Services, including by blocking certain IP addresses, to any person for any
          reason or for no reason, including for a breach of any representation, warranty or covenant in these Legal
          Terms or of any applicable law or regulation.
        </p>
        <p>
          We may suspend or terminate your account, if you have one, or your use of or participation in the Services,
          and delete any content or information that you have provided, at any time and without warning, in our sole
          discretion. If we suspend or terminate your account for any reason, you may not register or create a new
          account under your name, a false or borrowed name, or the name of any third party, even if you act on behalf
          of that third party.
        </p>
        <p>
          In addition to suspending or terminating access, we reserve the right to take appropriate legal action,
          including seeking civil, criminal and injunctive remedies.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-modifications">
        <p>
          We may change, modify or remove the content of the Services at any time and for any reason, at our sole
          discretion and without notice. We have no obligation to update any information on the Services. We will not be
          liable to you or any third party for any modification, suspension or discontinuance of the Services.
        </p>
        <p>
          We cannot guarantee that the Services will be available at all times. Hardware, software or other problems, or
          maintenance, may interrupt, delay or cause errors in the Services. You agree that we have no liability for any
          loss, damage or inconvenience caused by your inability to access or use the Services during any downtime or
          discontinuance. Nothing in these Legal Terms obliges us to maintain and support the Services or to supply any
          corrections, updates or releases.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-governing-law">
        <p>
          These Legal Terms and your use of the Services are governed by and construed in accordance with the laws of
          the Republic of Kosovo, without regard to its conflict of law rules. If you are a consumer, this choice of law
          does not deprive you of the protection of mandatory provisions of the law of the country where you habitually
          live.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-dispute-resolution">
        <h3>Informal negotiations</h3>
        <p>
          To resolve disputes quickly and keep their cost down, you and we (each a “Party” and together the “Parties”)
          agree first to try to settle any dispute, controversy or claim relating to these Legal Terms or the Services
          (each a “Dispute”) through informal negotiations for at least 30 days before starting arbitration. The
          informal negotiations begin when one Party sends the other written notice of the Dispute, describing it and
          the remedy sought. You can send us notice at <Email />.
        </p>
        <h3>Binding arbitration</h3>
        <p>
          Any Dispute that cannot be resolved through informal negotiations, including any question about the existence,
          validity or termination of these Legal Terms, will be referred to and finally resolved by binding arbitration
          under the arbitration law of the Republic of Kosovo. In particular:
        </p>
        <ul>
          <li>
            the tribunal consists of 3 arbitrators: each Party appoints one, and the two appointed arbitrators choose
            the third, who chairs the tribunal;
          </li>
          <li>the seat, or legal place, of arbitration is Kosovo;</li>
          <li>the language of the proceedings is Albanian;</li>
          <li>the governing law of these Legal Terms is the substantive law of the Republic of Kosovo; and</li>
          <li>
            the award is final and binding on the Parties and may be enforced in any court of competent jurisdiction.
          </li>
        </ul>
        <h3>Restrictions</h3>
        <p>
          The Parties agree that any arbitration is limited to the Dispute between the Parties individually. To the
          fullest extent permitted by law:
        </p>
        <ul>
          <li>no arbitration may be joined with any other proceeding;</li>
          <li>
            no Dispute may be arbitrated on a class-action basis or using class-action procedures, and no class action
            may be brought; and
          </li>
          <li>
            no Dispute may be brought in a purported representative capacity on behalf of the general public or any
            other person.
          </li>
        </ul>
        <h3>Exceptions to informal negotiations and arbitration</h3>
        <p>
          The following Disputes are not subject to the provisions above on informal negotiations and binding
          arbitration: (a) any Dispute seeking to enforce or protect, or concerning the validity of, any intellectual
          property right of a Party; (b) any Dispute arising from allegations of theft, piracy, invasion of privacy or
          unauthorised use; and (c) any claim for injunctive relief. If any part of this section is found to be illegal
          or unenforceable, neither Party will elect to arbitrate the Dispute covered by that part, and that Dispute
          will be decided by a court of competent jurisdiction in Kosovo, to whose jurisdiction the Parties agree to
          submit.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-corrections">
        <p>
          The Services may contain typographical errors, inaccuracies or omissions, including in descriptions of our
          services, project details, statistics and other information. We reserve the right to correct any errors,
          inaccuracies or omissions and to change or update the information on the Services at any time, without prior
          notice.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-disclaimer">
        <p>
          The Services are provided on an “as is” and “as available” basis. You agree that your use of the Services is
          at your sole risk. To the fullest extent permitted by law, we disclaim all warranties, express or implied, in
          connection with the Services and your use of them, including the implied warranties of merchantability,
          fitness for a particular purpose and non-infringement.
        </p>
        <p>
          We make no warranties or representations about the accuracy or completeness of the Content or of the content
          of any website or service linked to or embedded in the Services, and we assume no liability or responsibility
          for any:
        </p>
        <ol>
          <li>errors, mistakes or inaccuracies of content and materials;</li>
          <li>
            personal injury or property damage of any nature resulting from your access to and use of the Services;
          </li>
          <li>
            unauthorised access to or use of our servers and any personal or financial information stored on them;
          </li>
          <li>interruption or cessation of transmission to or from the Services;</li>
          <li>
            bugs, viruses, Trojan horses or the like transmitted to or through the Services by any third party; or
          </li>
          <li>
            loss or damage of any kind incurred as a result of the use of any content made available through the
            Services.
          </li>
        </ol>
        <p>
          Articles, case studies and other content on the Services are for general information only and are not
          professional, legal, financial or business advice. You should seek advice suited to your own situation before
          acting on them.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-liability">
        <p>
          To the fullest extent permitted by law, in no event will we or our directors, employees or agents be liable to
          you or any third party for any direct, indirect, consequential, exemplary, incidental, special or punitive
          damages, including lost profit, lost revenue or loss of data, arising from your use of the Services, even if
          we have been advised of the possibility of such damages.
        </p>
        <p>
          Notwithstanding anything to the contrary in these Legal Terms, our total liability to you for any cause
          whatsoever and regardless of the form of the action is limited to one hundred euros (EUR 100). Nothing in
          these Legal Terms excludes or limits liability for death or personal injury caused by negligence, for fraud,
          for gross negligence or wilful misconduct, or any other liability that cannot be excluded or limited under
          applicable law.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-indemnification">
        <p>
          You agree to defend, indemnify and hold us harmless, including our affiliates and all of our officers, agents,
          partners and employees, from and against any loss, damage, liability, claim or demand, including reasonable
          legal fees and expenses, made by any third party due to or arising out of:
        </p>
        <ol>
          <li>your use of the Services;</li>
          <li>your breach of these Legal Terms;</li>
          <li>any breach of your representations and warranties set out in these Legal Terms;</li>
          <li>your violation of the rights of a third party, including intellectual property rights; or</li>
          <li>any harmful act towards any other user of the Services or any person you connected with through them.</li>
        </ol>
        <p>
          We reserve the right, at your expense, to assume the exclusive defence and control of any matter for which you
          are required to indemnify us, and you agree to cooperate with that defence at your expense. We will use
          reasonable efforts to notify you of any such claim as soon as we become aware of it.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-user-data">
        <p>
          We keep certain data that you send to the Services in order to manage them and to answer you, as described in
          our Privacy Policy. Although we back up our systems regularly, you are solely responsible for keeping your own
          copy of the data and files you send us. You agree that we have no liability to you for any loss or corruption
          of such data, and you waive any right of action against us arising from any such loss or corruption, except
          where the law does not allow this.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-electronic-communications">
        <p>
          Visiting the Services, sending us e-mails and completing online forms are electronic communications. You
          consent to receive electronic communications from us, and you agree that all agreements, notices, disclosures
          and other communications that we provide to you electronically, by e-mail or on the Services, satisfy any
          legal requirement that such communication be in writing.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-miscellaneous">
        <p>
          These Legal Terms and any policies or operating rules that we post on the Services form the entire agreement
          and understanding between you and us about the Services. Our failure to exercise or enforce any right or
          provision of these Legal Terms does not waive that right or provision. These Legal Terms operate to the
          fullest extent permitted by law. We may assign any or all of our rights and obligations to others at any time.
        </p>
        <p>
          If any provision, or part of a provision, of these Legal Terms is found to be unlawful, void or unenforceable,
          it is deemed severable and does not affect the validity and enforceability of the remaining provisions. No
          joint venture, partnership, employment or agency relationship is created between you and us by these Legal
          Terms or your use of the Services. These Legal Terms will not be construed against us because we drafted them.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="terms-contact">
        <p>
          To resolve a complaint about the Services or to receive more information about their use, please contact us at{' '}
          <Email /> or write to us at one of our offices:
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
