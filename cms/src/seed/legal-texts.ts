/**
 * The three legal texts as the seed writes them (Markdown, with the conventions of the site's
 * app/content/legal/legal-markdown.server.ts). Made once from the pages' former TSX (decision 035); edited in the admin
 * since.
 */
export const legalTexts = [
  {
    page: 'terms',
    title: 'Terms & Conditions',
    updated: '2024-05-29',
    sections: [
      {
        anchor: 'terms-agreement',
        title: 'Agreement to our legal terms',
        body: 'We are Origin (“Origin”, “we”, “us” or “our”), a creative and digital agency founded in 2020, with offices in {{officeNames}}. We operate this website and the pages, forms, downloads and content made available on it (together, the “Services”).\n\nThese Legal Terms form a legally binding agreement between you, whether personally or on behalf of an entity (“you”), and Origin about your access to and use of the Services. By accessing the Services, you confirm that you have read, understood and agree to be bound by these Legal Terms. **If you do not agree with all of them, you must not use the Services and must stop using them now.**\n\nAny supplemental terms or documents that we publish on the Services from time to time form part of these Legal Terms. We may change these Legal Terms at any time and for any reason. When we do, we will update the “Last updated” date at the top of this page. It is your responsibility to review these Legal Terms from time to time; by continuing to use the Services after a change is published, you accept the revised terms.\n\nThe Services are intended for people who are at least 18 years old. People under 18 may not use the Services or send us any information through them.',
      },
      {
        anchor: 'terms-services',
        title: 'Our services',
        body: 'The information on the Services is not intended for distribution to, or use by, anyone in a jurisdiction or country where that distribution or use would be contrary to law or would make us subject to a registration requirement there. If you choose to access the Services from such a place, you do so on your own initiative and are solely responsible for complying with local law.\n\n**The Services are provided for your personal, non-commercial use.** You may use them to learn about our work, read our journal, apply for an open position, download the free resources we offer under the terms stated with them, and contact us about a possible collaboration. Any other use, in particular any commercial use of the Services or their Content, requires our prior written permission.\n\nDesign, development, marketing and other agency work that we carry out for clients is governed by a separate written agreement, such as a proposal, statement of work or service contract. If that agreement conflicts with these Legal Terms, the agreement prevails for that engagement.',
      },
      {
        anchor: 'terms-intellectual-property',
        title: 'Intellectual property rights',
        body: '### Our intellectual property\n\nWe own or hold a licence to all intellectual property rights in the Services, including their source code, databases, functionality, software, website designs, audio, video, text, photographs, illustrations and graphics (together, the “Content”), and the trademarks, service marks and logos contained in them (the “Marks”). The Content and the Marks are protected by copyright and trademark law and by other intellectual property and unfair competition rules in Kosovo, Norway and other countries, and by international treaties.\n\nCase studies in our portfolio may show work, names and logos that belong to our clients. They are displayed with permission, for portfolio purposes only, and remain the property of their respective owners. Nothing on the Services grants you any right to use them.\n\n### Your use of the Services\n\nProvided that you comply with these Legal Terms, including the section “Prohibited activities” below, we grant you a non-exclusive, non-transferable, revocable licence to access the Services and to download or print a copy of any part of the Content to which you have properly gained access, solely for your personal, non-commercial use.\n\nFree design resources and brand assets offered for download on the Services may be used only in line with the licence or usage notes published with them. Where none are given, the licence in the previous paragraph applies.\n\nExcept as set out in this section or elsewhere in these Legal Terms, no part of the Services and no Content or Marks may be copied, reproduced, aggregated, republished, uploaded, posted, publicly displayed, encoded, translated, transmitted, distributed, sold, licensed or otherwise exploited for any commercial purpose without our express prior written permission. To ask for permission to use the Services, Content or Marks in any other way, write to {{email}}. If we grant permission to post, reproduce or publicly display any part of the Services or Content, you must name us as the owner or licensor and keep every copyright or proprietary notice visible.\n\nWe reserve all rights not expressly granted to you. Any breach of these intellectual property rights is a material breach of these Legal Terms, and your right to use the Services ends immediately.',
      },
      {
        anchor: 'terms-user-representations',
        title: 'User representations',
        body: 'By using the Services, you represent and warrant that:\n\n1. all information you submit to us, for example through the contact form or a job application, is true, accurate, current and complete;\n2. you will keep that information accurate and promptly update it when it changes;\n3. you have the legal capacity to enter into these Legal Terms and you agree to comply with them;\n4. you are at least 18 years old and are not a minor in the jurisdiction in which you live;\n5. if you act on behalf of a company or other organisation, you are authorised to bind it and to share its information with us;\n6. you will not access the Services through automated or non-human means, whether through a bot, a script or otherwise;\n7. you will not use the Services for any illegal or unauthorised purpose;\n8. your use of the Services will not violate any applicable law or regulation; and\n9. any file you send us, such as a CV or a cover letter, is your own or you have the right to share it, contains no malicious code, and does not infringe the rights of any third party.\n\nIf you provide any information that is untrue, inaccurate, out of date or incomplete, we have the right to suspend or terminate any account you hold with us and to refuse any current or future use of the Services, or any part of them.',
      },
      {
        anchor: 'terms-prohibited-activities',
        title: 'Prohibited activities',
        body: 'You may not access or use the Services for any purpose other than the one for which we make them available. The Services may not be used in connection with any commercial endeavour except those that we have specifically endorsed or approved. As a user of the Services, you agree not to:\n\n- Systematically retrieve data or other content from the Services to build, directly or indirectly, a collection, compilation, database or directory, without our written permission.\n- Use scraping, data mining, robots, spiders or similar data gathering and extraction tools on the Services.\n- Use, launch, develop or distribute any automated system, such as bots, scripts, scrapers, crawlers or offline readers, that accesses the Services or sends messages through our forms, except for the ordinary use of a search engine or web browser.\n- Impersonate another person, company or member of our team, or use another person’s name, e-mail address or identity, for example when sending a contact request or a job application.\n- Decipher, decompile, disassemble or reverse engineer any of the software that makes up or is part of the Services, except where applicable law expressly allows it.\n- Copy or adapt the Services’ software, including its HTML, CSS, JavaScript or other code, beyond what your browser needs to display the pages.\n- Use a buying agent or purchasing agent to make purchases on or through the Services.\n- Circumvent, disable or otherwise interfere with security-related features of the Services, including features that prevent or restrict the copying or use of any Content.\n- Attempt to gain unauthorised access to the Services, to the servers or networks connected to them, or to any part of the Services that is not intended for you.\n- Interfere with, disrupt or place an unreasonable load on the Services or the networks and services connected to them.\n- Upload or transmit viruses, Trojan horses, spyware, tracking pixels or any other material that harms the Services, interferes with anyone’s use of them, or collects information without consent.\n- Send spam, chain letters, bulk messages or other unsolicited communications through our contact or application forms.\n- Trick, defraud or mislead us or other users, in particular in any attempt to obtain confidential information such as passwords or personal data.\n- Harass, intimidate, threaten or abuse any member of our team or anyone else through the Services, or use information obtained from the Services to do so.\n- Remove, obscure or alter any copyright, trademark or other proprietary notice on the Content.\n- Frame or mirror the Services, or link to them in a way that suggests an endorsement by us that does not exist.\n- Use the Services to compete with us, or for any revenue-generating endeavour or commercial enterprise that we have not approved in writing.\n- Use the Services in any way that breaks applicable law or regulation, or for any unlawful or fraudulent purpose.',
      },
      {
        anchor: 'terms-submissions',
        title: 'Submissions',
        body: 'Questions, comments, suggestions, ideas and other feedback about the Services that you send us (“Feedback”) may be used by us to improve the Services without any obligation to you. You confirm that you have the right to share any Feedback you send.\n\nProject briefs, job applications and the files attached to them are different: they remain yours. We use them only to answer your enquiry or assess your application, we treat them as confidential, and we handle the personal data in them as described in our [Privacy Policy](/privacy).',
      },
      {
        anchor: 'terms-third-party',
        title: 'Third-party websites and content',
        body: 'The Services contain links to, and embedded content from, third-party websites and services, such as social networks, a maps service, a cloud-drive folder and a music streaming service. We do not review, monitor or control them and we are not responsible for their content, accuracy, availability or privacy practices. A link or embed does not mean that we approve or endorse a third party. When you leave the Services or interact with third-party content, that party’s own terms and privacy policy apply, and you do so at your own risk.',
      },
      {
        anchor: 'terms-management',
        title: 'Management of the services',
        body: 'We reserve the right, but do not have the obligation, to:\n\n- monitor the Services for breaches of these Legal Terms;\n- take appropriate legal action against anyone who, in our sole discretion, breaks the law or these Legal Terms, including reporting them to law enforcement authorities;\n- refuse, restrict, limit or disable access to the Services or any part of them;\n- remove or disable files and content that are excessive in size or burdensome to our systems; and\n- otherwise manage the Services in a way designed to protect our rights and property and to keep them running properly.',
      },
      {
        anchor: 'terms-privacy',
        title: 'Privacy',
        body: 'We care about data privacy and security. Please read our [Privacy Policy](/privacy) and our [Cookie Policy](/cookies). By using the Services, you agree to be bound by our Privacy Policy, which forms part of these Legal Terms. Please note that the Services are hosted in the United States; the Privacy Policy explains how we protect personal data that is transferred there.',
      },
      {
        anchor: 'terms-termination',
        title: 'Term and termination',
        body: 'These Legal Terms remain in full force and effect while you use the Services. Without limiting any other provision of these Legal Terms, we reserve the right, in our sole discretion and without notice or liability, to deny access to and use of the Services, including by blocking certain IP addresses, to any person for any reason or for no reason, including for a breach of any representation, warranty or covenant in these Legal Terms or of any applicable law or regulation.\n\nWe may suspend or terminate your account, if you have one, or your use of or participation in the Services, and delete any content or information that you have provided, at any time and without warning, in our sole discretion. If we suspend or terminate your account for any reason, you may not register or create a new account under your name, a false or borrowed name, or the name of any third party, even if you act on behalf of that third party.\n\nIn addition to suspending or terminating access, we reserve the right to take appropriate legal action, including seeking civil, criminal and injunctive remedies.',
      },
      {
        anchor: 'terms-modifications',
        title: 'Modifications and interruptions',
        body: 'We may change, modify or remove the content of the Services at any time and for any reason, at our sole discretion and without notice. We have no obligation to update any information on the Services. We will not be liable to you or any third party for any modification, suspension or discontinuance of the Services.\n\nWe cannot guarantee that the Services will be available at all times. Hardware, software or other problems, or maintenance, may interrupt, delay or cause errors in the Services. You agree that we have no liability for any loss, damage or inconvenience caused by your inability to access or use the Services during any downtime or discontinuance. Nothing in these Legal Terms obliges us to maintain and support the Services or to supply any corrections, updates or releases.',
      },
      {
        anchor: 'terms-governing-law',
        title: 'Governing law',
        body: 'These Legal Terms and your use of the Services are governed by and construed in accordance with the laws of the Republic of Kosovo, without regard to its conflict of law rules. If you are a consumer, this choice of law does not deprive you of the protection of mandatory provisions of the law of the country where you habitually live.',
      },
      {
        anchor: 'terms-dispute-resolution',
        title: 'Dispute resolution',
        body: '### Informal negotiations\n\nTo resolve disputes quickly and keep their cost down, you and we (each a “Party” and together the “Parties”) agree first to try to settle any dispute, controversy or claim relating to these Legal Terms or the Services (each a “Dispute”) through informal negotiations for at least 30 days before starting arbitration. The informal negotiations begin when one Party sends the other written notice of the Dispute, describing it and the remedy sought. You can send us notice at {{email}}.\n\n### Binding arbitration\n\nAny Dispute that cannot be resolved through informal negotiations, including any question about the existence, validity or termination of these Legal Terms, will be referred to and finally resolved by binding arbitration under the arbitration law of the Republic of Kosovo. In particular:\n\n- the tribunal consists of 3 arbitrators: each Party appoints one, and the two appointed arbitrators choose the third, who chairs the tribunal;\n- the seat, or legal place, of arbitration is Kosovo;\n- the language of the proceedings is Albanian;\n- the governing law of these Legal Terms is the substantive law of the Republic of Kosovo; and\n- the award is final and binding on the Parties and may be enforced in any court of competent jurisdiction.\n\n### Restrictions\n\nThe Parties agree that any arbitration is limited to the Dispute between the Parties individually. To the fullest extent permitted by law:\n\n- no arbitration may be joined with any other proceeding;\n- no Dispute may be arbitrated on a class-action basis or using class-action procedures, and no class action may be brought; and\n- no Dispute may be brought in a purported representative capacity on behalf of the general public or any other person.\n\n### Exceptions to informal negotiations and arbitration\n\nThe following Disputes are not subject to the provisions above on informal negotiations and binding arbitration: (a) any Dispute seeking to enforce or protect, or concerning the validity of, any intellectual property right of a Party; (b) any Dispute arising from allegations of theft, piracy, invasion of privacy or unauthorised use; and (c) any claim for injunctive relief. If any part of this section is found to be illegal or unenforceable, neither Party will elect to arbitrate the Dispute covered by that part, and that Dispute will be decided by a court of competent jurisdiction in Kosovo, to whose jurisdiction the Parties agree to submit.',
      },
      {
        anchor: 'terms-corrections',
        title: 'Corrections',
        body: 'The Services may contain typographical errors, inaccuracies or omissions, including in descriptions of our services, project details, statistics and other information. We reserve the right to correct any errors, inaccuracies or omissions and to change or update the information on the Services at any time, without prior notice.',
      },
      {
        anchor: 'terms-disclaimer',
        title: 'Disclaimer',
        body: 'The Services are provided on an “as is” and “as available” basis. You agree that your use of the Services is at your sole risk. To the fullest extent permitted by law, we disclaim all warranties, express or implied, in connection with the Services and your use of them, including the implied warranties of merchantability, fitness for a particular purpose and non-infringement.\n\nWe make no warranties or representations about the accuracy or completeness of the Content or of the content of any website or service linked to or embedded in the Services, and we assume no liability or responsibility for any:\n\n1. errors, mistakes or inaccuracies of content and materials;\n2. personal injury or property damage of any nature resulting from your access to and use of the Services;\n3. unauthorised access to or use of our servers and any personal or financial information stored on them;\n4. interruption or cessation of transmission to or from the Services;\n5. bugs, viruses, Trojan horses or the like transmitted to or through the Services by any third party; or\n6. loss or damage of any kind incurred as a result of the use of any content made available through the Services.\n\nArticles, case studies and other content on the Services are for general information only and are not professional, legal, financial or business advice. You should seek advice suited to your own situation before acting on them.',
      },
      {
        anchor: 'terms-liability',
        title: 'Limitation of liability',
        body: 'To the fullest extent permitted by law, in no event will we or our directors, employees or agents be liable to you or any third party for any direct, indirect, consequential, exemplary, incidental, special or punitive damages, including lost profit, lost revenue or loss of data, arising from your use of the Services, even if we have been advised of the possibility of such damages.\n\nNotwithstanding anything to the contrary in these Legal Terms, our total liability to you for any cause whatsoever and regardless of the form of the action is limited to one hundred euros (EUR 100). Nothing in these Legal Terms excludes or limits liability for death or personal injury caused by negligence, for fraud, for gross negligence or wilful misconduct, or any other liability that cannot be excluded or limited under applicable law.',
      },
      {
        anchor: 'terms-indemnification',
        title: 'Indemnification',
        body: 'You agree to defend, indemnify and hold us harmless, including our affiliates and all of our officers, agents, partners and employees, from and against any loss, damage, liability, claim or demand, including reasonable legal fees and expenses, made by any third party due to or arising out of:\n\n1. your use of the Services;\n2. your breach of these Legal Terms;\n3. any breach of your representations and warranties set out in these Legal Terms;\n4. your violation of the rights of a third party, including intellectual property rights; or\n5. any harmful act towards any other user of the Services or any person you connected with through them.\n\nWe reserve the right, at your expense, to assume the exclusive defence and control of any matter for which you are required to indemnify us, and you agree to cooperate with that defence at your expense. We will use reasonable efforts to notify you of any such claim as soon as we become aware of it.',
      },
      {
        anchor: 'terms-user-data',
        title: 'User data',
        body: 'We keep certain data that you send to the Services in order to manage them and to answer you, as described in our Privacy Policy. Although we back up our systems regularly, you are solely responsible for keeping your own copy of the data and files you send us. You agree that we have no liability to you for any loss or corruption of such data, and you waive any right of action against us arising from any such loss or corruption, except where the law does not allow this.',
      },
      {
        anchor: 'terms-electronic-communications',
        title: 'Electronic communications',
        body: 'Visiting the Services, sending us e-mails and completing online forms are electronic communications. You consent to receive electronic communications from us, and you agree that all agreements, notices, disclosures and other communications that we provide to you electronically, by e-mail or on the Services, satisfy any legal requirement that such communication be in writing.',
      },
      {
        anchor: 'terms-miscellaneous',
        title: 'Miscellaneous',
        body: 'These Legal Terms and any policies or operating rules that we post on the Services form the entire agreement and understanding between you and us about the Services. Our failure to exercise or enforce any right or provision of these Legal Terms does not waive that right or provision. These Legal Terms operate to the fullest extent permitted by law. We may assign any or all of our rights and obligations to others at any time.\n\nIf any provision, or part of a provision, of these Legal Terms is found to be unlawful, void or unenforceable, it is deemed severable and does not affect the validity and enforceability of the remaining provisions. No joint venture, partnership, employment or agency relationship is created between you and us by these Legal Terms or your use of the Services. These Legal Terms will not be construed against us because we drafted them.',
      },
      {
        anchor: 'terms-contact',
        title: 'Contact us',
        body: 'To resolve a complaint about the Services or to receive more information about their use, please contact us at {{email}} or write to us at one of our offices:\n\n{{offices}}',
      },
    ],
  },
  {
    page: 'privacy',
    title: 'Privacy Policy',
    updated: '2024-05-29',
    sections: [
      {
        anchor: 'privacy-about',
        title: 'About this policy',
        body: 'This Privacy Policy explains how Origin (“we”, “us” or “our”), a creative and digital agency with offices in {{officeNames}}, collects, uses, shares and protects personal information when you use our website, contact us, apply for a job with us or otherwise deal with us (together, the “Services”). We are the controller of the personal information described here.\n\nReading this policy will help you understand your privacy rights and choices. If you do not agree with our practices, please do not use the Services. If you have any questions or concerns, write to us at {{email}}.',
      },
      {
        anchor: 'privacy-collect',
        title: 'What information do we collect?',
        body: '### Personal information you disclose to us\n\nWe collect personal information that you give us voluntarily: when you send a message through our contact form, apply for an open position, e-mail us, or discuss a project with us. Depending on what you send, this includes:\n\n- names;\n- email addresses;\n- phone numbers;\n- company name;\n- the subject and content of your message;\n- for job applications, the position you apply for and the files you attach: your CV and, if you choose to add one, a cover letter, with any professional or employment-related information they contain.\n\nAll personal information that you give us must be true, complete and accurate, and you must tell us about any changes to it.\n\n### Sensitive information\n\nWe do not process sensitive information, such as information about racial or ethnic origin, political opinions, religious or philosophical beliefs, trade union membership, genetic or biometric data, health, or sex life and sexual orientation. Please leave such details out of your CV and messages. If you send them to us anyway, we do not use them and we delete them when we notice them.\n\n### Information collected automatically\n\nSome information is collected automatically when you visit the Services. It does not reveal your identity, such as your name or contact details, but it may include:\n\n- **Device data**: information about the computer, phone or tablet you use, such as the IP address, browser type and settings, operating system, device model and screen size;\n- **Usage and log data**: service, diagnostic and performance information that our servers and our analytics tool record, such as the pages you view, the date and time of your visit, the page that referred you, and error reports;\n- **Location data**: your approximate location (country, region or city), derived from your IP address. We do not ask for or collect your device’s precise location.\n\nWe need this information to keep the Services secure and working and, if you allow statistics cookies, to understand how the Services are used. Analytics information is collected only with that consent and is used in aggregated and pseudonymised form; we do not combine it with the names or contact details you send us.',
      },
      {
        anchor: 'privacy-use',
        title: 'How do we process your information?',
        body: 'We process your personal information to:\n\n- answer your questions and requests and communicate with you about a possible or ongoing project;\n- assess job applications, arrange interviews and run our recruitment process;\n- prepare proposals, deliver our services and manage our relationships with clients;\n- send you administrative information, such as changes to our terms and policies;\n- protect the Services, including monitoring for and preventing fraud, abuse and security incidents;\n- understand how visitors use the Services and improve them, if you have accepted statistics cookies;\n- comply with our legal obligations and establish, exercise or defend legal claims.\n\nWe do not use your personal information for decisions based solely on automated processing, including profiling, that have legal or similarly significant effects on you. We do not send marketing e-mails unless you have asked to receive them.',
      },
      {
        anchor: 'privacy-legal-bases',
        title: 'What legal bases do we rely on?',
        body: 'Because we have an office in Norway, the EU General Data Protection Regulation (GDPR), as incorporated into the EEA Agreement and Norwegian law through the Personal Data Act, applies to our processing. The data protection law of Kosovo applies as well. We process personal information only when we have a valid legal basis:\n\n- **Consent.** We place preference and statistics cookies, and keep a job application on file for future openings, only if you agree. You can withdraw your consent at any time.\n- **Performance of a contract.** We process personal information when we need it to enter into or perform a contract with you, including steps you ask us to take before a contract, such as preparing a proposal or considering you for a position.\n- **Legitimate interests.** We process personal information when it is reasonably necessary for our legitimate business interests and those interests are not outweighed by your interests and fundamental rights, for example to answer general enquiries, to keep in touch with contacts at client companies, to keep server logs for security, and to defend legal claims.\n- **Legal obligations.** We process personal information when we need to comply with the law, for example bookkeeping and accounting rules or a binding request from a court or public authority.',
      },
      {
        anchor: 'privacy-sharing',
        title: 'When and with whom do we share your information?',
        body: 'We share personal information only in the following situations:\n\n- **Analytics provider.** If you accept statistics cookies, device, usage and approximate location data is shared with our analytics provider, which processes it on our behalf to produce visitor statistics. Without that consent, nothing is shared with the analytics provider.\n- **Service providers.** Companies that host the Services, deliver our e-mail and store our files process personal information on our behalf, under written data processing agreements and only on our instructions.\n- **Professional advisers and authorities.** We may share information with lawyers, auditors and accountants, and with courts or public authorities when the law requires it.\n- **Business transfers.** We may share or transfer information in connection with a merger, sale of company assets, financing or acquisition of all or part of our business.\n- **Between our offices.** Our teams in {{officeNames}} can access the information they need to answer you or to handle your application.\n\nWe do not sell your personal information, and we do not rent it out or give it to advertisers.',
      },
      {
        anchor: 'privacy-cookies',
        title: 'Cookies and similar technologies',
        body: 'We use cookies and browser storage to run the Services and, with your consent, to remember your preferences and produce statistics. Essential cookies cannot be refused; all others are set only after you agree. Our [Cookie Policy](/cookies) lists them and explains how to change your choice at any time.',
      },
      {
        anchor: 'privacy-transfers',
        title: 'Is your information transferred internationally?',
        body: 'Our servers are located in the United States. Wherever you are, your personal information may be transferred to, stored in and processed in the United States, and it is also accessible to our team in Kosovo. These countries may not have data protection laws as comprehensive as those in the European Economic Area (EEA).\n\nWhen personal information from the EEA is transferred outside it, we protect it with appropriate safeguards:\n\n- the Standard Contractual Clauses adopted by the European Commission, which oblige the recipient to protect the information to EEA standards;\n- for recipients in the United States that are certified under the EU–U.S. Data Privacy Framework, the European Commission’s adequacy decision, which also applies in Norway; and\n- supplementary measures such as encryption in transit and at rest, access control and data minimisation.\n\nYou can ask us for a copy of the safeguards we use by writing to {{email}}.',
      },
      {
        anchor: 'privacy-retention',
        title: 'How long do we keep your information?',
        body: 'We keep personal information only for as long as we need it for the purposes set out in this policy, unless the law requires or permits a longer period.\n\n- Information in categories A (identifiers), B (personal information categories listed in the California Customer Records statute) and I (professional or employment-related information), as set out in section 13, is kept for 1 year after our last contact with you or after the recruitment process ends.\n- Where accounting or other laws require us to keep records for longer, for example invoices to clients, we keep them for the period that law prescribes.\n- Analytics information is kept by our analytics provider in aggregated and pseudonymised form, and never in a way that lets us identify you.\n\nWhen we no longer need your personal information, we delete or anonymise it. If that is not immediately possible, for example because it sits in backup archives, we store it securely and isolate it from any further processing until it can be deleted; backup archives are themselves kept for at most 30 days.',
      },
      {
        anchor: 'privacy-security',
        title: 'How do we keep your information safe?',
        body: 'We use appropriate technical and organisational measures to protect the personal information we process, such as encrypted connections, access limited to the people who need it, and carefully selected service providers. However, no electronic transmission over the internet and no storage technology can be guaranteed to be 100% secure, so we cannot promise that unauthorised third parties will never be able to defeat our security. You use the Services at your own risk, and you should only access them within a secure environment.',
      },
      {
        anchor: 'privacy-minors',
        title: 'Do we collect information from minors?',
        body: 'We do not knowingly collect data from, or market to, anyone under 18 years of age. By using the Services, you confirm that you are at least 18. If we learn that we have collected personal information from someone under 18, we will delete it promptly. If you become aware of any data we may have collected from a minor, please tell us at {{email}}.',
      },
      {
        anchor: 'privacy-rights',
        title: 'What are your privacy rights?',
        body: 'Under the GDPR, which applies in the EEA including Norway, and under comparable laws elsewhere, including the data protection law of Kosovo, you have the following rights:\n\n- **Access**: to ask whether we process your personal information and to receive a copy of it;\n- **Rectification**: to have inaccurate or incomplete information corrected;\n- **Erasure**: to have your information deleted when we no longer have a reason to keep it;\n- **Restriction**: to ask us to limit how we use your information, for example while we check its accuracy;\n- **Data portability**: to receive information you gave us in a structured, commonly used and machine-readable format, or to have it sent to another controller;\n- **Objection**: to object to processing based on our legitimate interests, and at any time to direct marketing;\n- **Withdrawal of consent**: to withdraw any consent you have given, at any time. Withdrawal does not affect the lawfulness of processing carried out before it.\n\nTo exercise any of these rights, write to {{email}}. We will answer within one month; if a request is complex, we may extend that period by up to two further months and will tell you why. We may ask you to confirm your identity before we act on a request. Exercising your rights is free of charge.\n\nYou can withdraw your consent to cookies at any time through the “Cookie settings” link in the footer of every page.\n\n### Right to complain\n\nIf you believe that we process your personal information unlawfully, you can complain to a data protection supervisory authority. Our supervisory authority is the Norwegian Data Protection Authority (Datatilsynet), [datatilsynet.no](https://www.datatilsynet.no). You can also complain to the authority in the EEA country where you live or work, or, in Kosovo, to the Information and Privacy Agency. We would, however, appreciate the chance to address your concerns first, so please contact us before you approach an authority.',
      },
      {
        anchor: 'privacy-signals',
        title: 'Do-Not-Track and Global Privacy Control',
        body: '### Do-Not-Track\n\nMost web browsers and some mobile operating systems include a Do-Not-Track (DNT) setting. No uniform technology standard for recognising and implementing DNT signals has been finalised. For that reason, **we do not currently respond to DNT browser signals** or any other mechanism that automatically communicates your choice not to be tracked online, apart from Global Privacy Control as described below. If a standard for online tracking is adopted that we must follow, we will tell you about it in a revised version of this policy.\n\n### Global Privacy Control\n\n**We honour the Global Privacy Control (GPC) opt-out signal.** When your browser or a browser extension sends a GPC signal, we treat it as:\n\n- a refusal of statistics cookies: no analytics cookies are set and no data is shared with our analytics provider, even if you accepted statistics on that browser before, and for as long as the signal is sent; and\n- a valid request to opt out of the sale or sharing of your personal information and of targeted advertising, under the laws of the U.S. states that recognise such signals.\n\nYou do not need to do anything else. You can learn more about GPC at [globalprivacycontrol.org](https://globalprivacycontrol.org).',
      },
      {
        anchor: 'privacy-us-residents',
        title: 'Additional information for residents of the United States',
        body: 'Some U.S. states, including California, give their residents specific rights over their personal information. The table below shows the categories of personal information those laws define and whether we have collected each of them in the past twelve months.\n\nTable: Categories of personal information\n\n| Category | Examples | Collected |\n| --- | --- | --- |\n| **A. Identifiers** | Name, e-mail address, telephone number, online identifier, IP address | Yes |\n| **B. Personal information categories listed in the California Customer Records statute** | Name, contact details, education, employment and employment history, as given in a CV or message | Yes |\n| **C. Protected classification characteristics under state or federal law** | Gender, age, date of birth, race and ethnicity, national origin, marital status | No |\n| **D. Commercial information** | Transaction information, purchase history, financial details, payment information | No |\n| **E. Biometric information** | Fingerprints and voiceprints | No |\n| **F. Internet or other similar network activity** | Browsing history, search history, online behaviour, interactions with our and other websites | No |\n| **G. Geolocation data** | Device location | No |\n| **H. Audio, electronic, sensory or similar information** | Images and audio, video or call recordings created in connection with our business activities | No |\n| **I. Professional or employment-related information** | Job titles, work history and professional qualifications, such as those in a job application | Yes |\n| **J. Education information** | Student records and directory information | No |\n| **K. Inferences drawn from collected personal information** | A profile or summary about an individual’s preferences and characteristics | No |\n| **L. Sensitive personal information** | None | No |\n\nWe collect information in these categories from you directly, as described in section 2, and use and retain it as described in this policy. Device, usage and approximate location data collected through statistics cookies is pseudonymised and not linked to you, so we do not hold it as personal information about an identifiable consumer.\n\nWe have not sold or shared any personal information for cross-context behavioural advertising in the past twelve months, and we will not do so in the future. Depending on the state where you live, you have the right to know what personal information we hold about you, to have it corrected or deleted, to opt out of its sale or sharing, to appeal our decision on a request, and not to be discriminated against for exercising these rights. To make a request, or to appoint an authorised agent to make one for you, write to {{email}}. We will verify your identity before we respond.',
      },
      {
        anchor: 'privacy-updates',
        title: 'Updates to this policy',
        body: 'We may update this Privacy Policy from time to time to stay compliant with the law or to reflect changes in the Services. The updated version is indicated by the “Last updated” date at the top of this page. If we make material changes, we will point them out prominently on the Services. We encourage you to review this policy regularly.',
      },
      {
        anchor: 'privacy-contact',
        title: 'How can you contact us?',
        body: 'If you have questions or comments about this policy, or wish to exercise your rights, e-mail us at {{email}} or write to us at:\n\n{{offices}}',
      },
    ],
  },
  {
    page: 'cookies',
    title: 'Cookie Policy',
    updated: '2024-05-29',
    sections: [
      {
        anchor: 'cookies-what',
        title: 'What are cookies?',
        body: 'Cookies are small data files that a website places on your computer or mobile device when you visit it. They are widely used to make websites work, or work more efficiently, and to give the website owner information about how the site is used.\n\nCookies set by the website you are visiting, here Origin, are called first-party cookies. Cookies set by other parties are called third-party cookies; they let those parties provide features or functions on or through the website, such as analytics, advertising and embedded content. Session cookies are deleted when you close your browser; persistent cookies stay on your device until they expire or you delete them.\n\nWebsites can also keep information in your browser’s local storage. It works much like a cookie but is not sent to the server with every request, and it has no expiry date of its own. We use local storage for your language and your cookie choices, and in this policy we treat it in the same way as cookies.',
      },
      {
        anchor: 'cookies-how',
        title: 'How do we use cookies?',
        body: 'Some cookies are required for technical reasons so that the website works; we call them essential or strictly necessary cookies. Other cookies let us remember your preferences, understand how the website is used, and allow third parties to provide advertising, social networking and embedded content. We use them as follows:\n\n- **Essential cookies** are always set and cannot be rejected, because the website cannot work properly without them. They hold no identifier that tracks you.\n- **Preference cookies** are set only if you switch on “Preference” in the cookie banner or choose Accept All.\n- **Analytics and statistics cookies** are set only after you consent, by switching on “Statistics” in the cookie banner or choosing Accept All.\n- **Advertising, social networking and unclassified cookies** are also set only after you consent. The cookie banner covers them with the “Statistics” choice, so they are never set unless you have accepted statistics.\n\nThe cookies we list below last from 1 day to about 13 months (1 year 1 month). Items in local storage stay until you clear your browser’s site data. For more about how we handle personal information, see our [Privacy Policy](/privacy).',
      },
      {
        anchor: 'cookies-essential',
        title: 'Essential cookies',
        body: 'These cookies and storage items are strictly necessary to provide the website and the features you ask for, such as showing pages in your language and remembering your cookie choice. Because they are essential, you cannot refuse them through the cookie banner.\n\nTable: Essential cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `lang` | Origin | Remembers the language you chose (English or Norwegian), so that the server can show every page in that language. | http_cookie | 1 year |\n| `lang` | Origin | Keeps the same language choice in your browser, so that the site opens in it on your next visit. | localStorage | No expiry; kept until you clear your browser’s site data |\n| `preferences` | Origin | Stores your answer to the cookie banner for preference cookies (true or false). | localStorage | No expiry; kept until you clear your browser’s site data |\n| `statistics` | Origin | Stores your answer to the cookie banner for statistics cookies (true or false). While no answer is stored, the banner is shown. | localStorage | No expiry; kept until you clear your browser’s site data |',
      },
      {
        anchor: 'cookies-preference',
        title: 'Preference cookies',
        body: 'Preference cookies let the website and the content embedded in it remember choices you make, so that your next visit feels the same. They are not essential, and they are set only with your consent.\n\nTable: Preference cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `li_gc` | LinkedIn | Stores your consent choices for LinkedIn’s own non-essential cookies when LinkedIn content is loaded. | http_cookie | 6 months |',
      },
      {
        anchor: 'cookies-analytics',
        title: 'Analytics and statistics cookies',
        body: 'Analytics and statistics cookies collect information in aggregated form to help us understand how visitors use the website: which pages are visited, how long visits last and whether something does not work. They are set only after you accept statistics cookies.\n\nTable: Analytics and statistics cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `_ga` | Google | Assigns your browser a random identifier, so that Google Analytics can count visitors and visits and tell new visitors from returning ones. | http_cookie | 1 year 1 month |\n| `_ga_*` | Google | Keeps the state of your current visit, such as the number of visits and the time of the last one. | http_cookie | 1 year 1 month |\n| `_gid` | Google | Distinguishes visitors over a single day, for daily visitor statistics. | http_cookie | 1 day |',
      },
      {
        anchor: 'cookies-advertising',
        title: 'Advertising cookies',
        body: 'Advertising cookies let advertising partners measure whether our campaigns reach the right people and lead visitors to our website, and show ads that are more relevant to you. They may recognise your browser across websites. They are set only after you consent.\n\nTable: Advertising cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `_gcl_au` | Google | Links visits to the advertising campaign that led to them, so that we can measure how well a campaign works. | http_cookie | 3 months |\n| `_fbp` | Meta | Recognises your browser across visits in order to deliver and measure advertising on Meta’s platforms. | http_cookie | 3 months |\n| `IDE` | Google | Used by Google’s advertising services to show relevant ads and to limit how often the same ad is shown. | http_cookie | 1 year 1 month |',
      },
      {
        anchor: 'cookies-social',
        title: 'Social networking cookies',
        body: 'Social networking cookies are set by social networks and other third-party platforms when their content or features are loaded on our website, for example to share a page or to show embedded content such as the playlist on our Creative Lab page. These platforms may use the cookies to recognise you and to link your visit to your account with them. They are set only after you consent, and the platforms’ own cookie and privacy policies apply to them.\n\nTable: Social networking cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `bcookie` | LinkedIn | Identifies your browser when LinkedIn content or share features are loaded, and helps LinkedIn prevent abuse. | http_cookie | 1 year |\n| `lidc` | LinkedIn | Chooses the LinkedIn data centre that serves the embedded content. | http_cookie | 1 day |',
      },
      {
        anchor: 'cookies-unclassified',
        title: 'Unclassified cookies',
        body: 'Unclassified cookies are cookies that we are still in the process of classifying together with their providers. Until they are classified, we treat them as non-essential: they are set only after you consent.\n\nTable: Unclassified cookies\n\n| Name | Provider | Purpose | Type | Expires |\n| --- | --- | --- | --- | --- |\n| `ln_or` | LinkedIn | Set by LinkedIn; we are confirming its exact purpose with the provider. | http_cookie | 1 day |',
      },
      {
        anchor: 'cookies-control',
        title: 'How can you control cookies?',
        body: '### The cookie banner\n\nWhen you first visit the website, a cookie banner asks for your choice. You can accept all cookies, reject all non-essential cookies, or choose Customize to switch preference and statistics cookies on or off separately and then save your choice. Essential cookies are always active. You can change your mind at any time through the “Cookie settings” link in the footer of every page, which opens the banner again.\n\n### Your browser settings\n\nYou can also set your browser to refuse or delete cookies and to clear local storage. The way to do this differs from browser to browser; look for it in your browser’s help pages. If you block essential cookies, some parts of the website may not work properly. If you clear the website’s data, your language and cookie choices are removed as well, and the cookie banner is shown again on your next visit.\n\nWithdrawing your consent stops new non-essential cookies from being set. Cookies that are already on your device stay there until they expire or you delete them in your browser.\n\n### Global Privacy Control\n\nWe honour the Global Privacy Control (GPC) signal. If your browser sends it, we treat it as a refusal of statistics cookies, and therefore also of the advertising, social networking and unclassified cookies that depend on that choice, for as long as the signal is sent, even if you accepted them before. You can learn more about GPC at [globalprivacycontrol.org](https://globalprivacycontrol.org). We do not respond to Do-Not-Track signals; our Privacy Policy explains why.',
      },
      {
        anchor: 'cookies-updates',
        title: 'Updates to this policy',
        body: 'We may update this Cookie Policy from time to time, for example when we change the cookies we use or for other operational, legal or regulatory reasons. Please revisit this page regularly to stay informed. The date at the top of this page shows when it was last updated.',
      },
      {
        anchor: 'cookies-contact',
        title: 'Contact us',
        body: 'If you have any questions about our use of cookies or other technologies, e-mail us at {{email}} or write to us at:\n\n{{offices}}',
      },
    ],
  },
] as const
