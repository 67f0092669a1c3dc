import { contentType } from '../define'

/** The agency's details every page shows: header, footer, contact page, legal texts (decision 036). */
export const siteSettings = contentType('api::site-setting.site-setting', {
  name: { en: 'Site settings', no: 'Nettstedsinnstillinger' },
  fields: {
    tagline: {
      label: { en: 'Header tagline', no: 'Slagord i toppen' },
      description: {
        en: 'The line beside the logo at the top of every page ("WE CREATE YOUR ORIGIN STORY").',
        no: 'Linjen ved siden av logoen øverst på hver side («VI SKAPER DIN OPPRINNELSESHISTORIE»).',
      },
    },
    footerMarquee: {
      label: { en: 'Footer: running words', no: 'Bunntekst: løpende ord' },
      description: {
        en: 'The words that run across the top of the footer of every page, over and over ("CONTACT US").',
        no: 'Ordene som løper over toppen av bunnteksten på hver side, om og om igjen («KONTAKT OSS»).',
      },
      width: 'half',
    },
    footerEmailLabel: {
      label: { en: 'Footer: e-mail heading', no: 'Bunntekst: overskrift til e-post' },
      description: {
        en: 'The short line above the e-mail address in the footer ("Write to us").',
        no: 'Den korte linjen over e-postadressen i bunnteksten («Skriv til oss»).',
      },
      width: 'half',
    },
    email: {
      label: { en: 'E-mail address', no: 'E-postadresse' },
      description: {
        en: "The agency's address in the footer of every page and in the privacy, cookie and terms pages. The same in both languages: saved in one, it is copied to the other (publish each language).",
        no: 'Byråets adresse i bunnteksten på hver side og på sidene om personvern, informasjonskapsler og vilkår. Lik på begge språk: lagres den på ett, kopieres den til det andre (publiser hvert språk).',
      },
    },
    offices: {
      label: { en: 'Offices', no: 'Kontorer' },
      description: {
        en: 'Up to four offices, in this order: in the footer of every page, on the contact page (/contact, /kontakt) with a map link, and in the legal pages. The about page counts them.',
        no: 'Opptil fire kontorer, i denne rekkefølgen: i bunnteksten på hver side, på kontaktsiden (/contact, /kontakt) med kartlenke og på de juridiske sidene. Om oss-siden teller dem.',
      },
    },
    social: {
      label: { en: 'Social profiles', no: 'Sosiale profiler' },
      description: {
        en: "The agency's profiles, in the footer of every page and on the contact page; the site names each network in the visitor's language. The same in both languages: saved in one, copied to the other.",
        no: 'Byråets profiler, i bunnteksten på hver side og på kontaktsiden; nettstedet navngir hvert nettverk på den besøkendes språk. Like på begge språk: lagres de på ett, kopieres de til det andre.',
      },
    },
    resourcesFolderUrl: {
      label: { en: 'Free resources folder', no: 'Mappe med gratis ressurser' },
      description: {
        en: 'The shared folder (https://…) the Creative Lab\'s free resources (/creative-lab, /kreativ-lab) download from, for every resource without a folder link or file of its own; empty, they read "Coming soon". The same in both languages.',
        no: 'Den delte mappen (https://…) de gratis ressursene i Kreativ Lab (/creative-lab, /kreativ-lab) lastes ned fra, for hver ressurs uten egen mappelenke eller fil; tom: de står som «Kommer snart». Lik på begge språk.',
      },
    },
  },
})

/** The terms, privacy and cookie policies (/terms, /privacy, /cookies), English only (decision 035). */
export const legalPage = contentType('api::legal-page.legal-page', {
  name: { en: 'Legal page', no: 'Juridisk side' },
  title: 'title',
  list: ['page', 'updated'],
  fields: {
    page: {
      label: { en: 'Which page', no: 'Hvilken side' },
      description: {
        en: 'Where it shows: terms at /terms, privacy at /privacy, cookies at /cookies. One entry each.',
        no: 'Hvor den vises: vilkår på /terms, personvern på /privacy, informasjonskapsler på /cookies. Én oppføring for hver.',
      },
      width: 'half',
    },
    updated: {
      label: { en: 'Last updated', no: 'Sist oppdatert' },
      description: {
        en: 'The date under the title ("Last updated 29.05.2024"). Change it when the text changes.',
        no: 'Datoen under tittelen («Last updated 29.05.2024»). Endre den når teksten endres.',
      },
      width: 'half',
    },
    title: {
      label: { en: 'Title', no: 'Tittel' },
      description: {
        en: 'The heading at the top of the page, also its title in the browser tab.',
        no: 'Overskriften øverst på siden, også tittelen i nettleserfanen.',
      },
    },
    sections: {
      label: { en: 'Sections', no: 'Avsnitt' },
      description: {
        en: "The numbered sections, in this order; their titles make the page's table of contents. Written in Markdown: {{email}}, {{offices}} and {{officeNames}} are filled in from Site settings.",
        no: 'De nummererte avsnittene, i denne rekkefølgen; titlene deres blir sidens innholdsfortegnelse. Skrives i Markdown: {{email}}, {{offices}} og {{officeNames}} fylles inn fra Nettstedsinnstillinger.',
      },
    },
    metaTitle: {
      label: { en: 'Search title', no: 'Tittel i søk' },
      description: {
        en: "The page's title in search results and the browser tab, instead of its own (70 characters at most). Leave empty to use the title above.",
        no: 'Sidens tittel i søkeresultater og nettleserfanen, i stedet for dens egen (høyst 70 tegn). La feltet stå tomt for å bruke tittelen over.',
      },
    },
    metaDescription: {
      label: { en: 'Search description', no: 'Beskrivelse i søk' },
      description: {
        en: "The text under the page's title in search results and link previews (160 characters at most). When empty: the site's own description of the page.",
        no: 'Teksten under sidens tittel i søkeresultater og forhåndsvisninger av lenker (høyst 160 tegn). Tom: nettstedets egen beskrivelse av siden.',
      },
    },
    shareImage: {
      label: { en: 'Share image', no: 'Delingsbilde' },
      description: {
        en: 'The picture a link to the page shows on social networks and in chats (1200 × 630 pixels suit it best). Leave empty for the card the site draws from the title.',
        no: 'Bildet en lenke til siden viser på sosiale medier og i chatter (1200 × 630 piksler passer best). La feltet stå tomt for kortet nettstedet lager av tittelen.',
      },
    },
  },
})

/** Old addresses sent on to new ones (decision 037). */
export const redirect = contentType('api::redirect.redirect', {
  name: { en: 'Redirect', no: 'Videresending' },
  title: 'from',
  list: ['to', 'note'],
  fields: {
    from: {
      label: { en: 'Old address', no: 'Gammel adresse' },
      description: {
        en: 'A path of this site that should lead elsewhere, starting with / (/old-campaign). It answers only where the site has no page.',
        no: 'En sti på dette nettstedet som skal føre et annet sted, som begynner med / (/gammel-kampanje). Den gjelder bare der nettstedet ikke har en side.',
      },
      width: 'half',
    },
    to: {
      label: { en: 'New address', no: 'Ny adresse' },
      description: {
        en: 'The path of this site visitors are sent to for good (/projects). It may not be another old address.',
        no: 'Stien på dette nettstedet besøkende sendes til for godt (/projekter). Den kan ikke selv være en gammel adresse.',
      },
      width: 'half',
    },
    note: {
      label: { en: 'Note', no: 'Notat' },
      description: {
        en: 'Why the redirect is there, for the next editor. Not shown on the site.',
        no: 'Hvorfor videresendingen finnes, til neste redaktør. Vises ikke på nettstedet.',
      },
    },
  },
})

/** A client's words on the home page's testimonial strip (decision 038). */
export const testimonial = contentType('api::testimonial.testimonial', {
  name: { en: 'Testimonial', no: 'Kundeomtale' },
  title: 'name',
  list: ['company', 'order'],
  sort: { by: 'order', order: 'ASC' },
  fields: {
    quote: {
      label: { en: 'Quote', no: 'Sitat' },
      description: {
        en: "The client's words on the strip of quotes on the home page (/ and /no), which visitors can drag.",
        no: 'Kundens ord på stripen med sitater på forsiden (/ og /no), som besøkende kan dra.',
      },
    },
    name: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: 'Who said it, under the quote. The same in both languages.',
        no: 'Hvem som sa det, under sitatet. Likt på begge språk.',
      },
      width: 'half',
    },
    role: {
      label: { en: 'Role', no: 'Stilling' },
      description: {
        en: 'Their role and company, under the name ("Marketing team, Northlight").',
        no: 'Rollen og selskapet deres, under navnet («Markedsteamet, Northlight»).',
      },
      width: 'half',
    },
    company: {
      label: { en: 'Company', no: 'Selskap' },
      description: {
        en: "The company's name, read out by screen readers in place of its logo (not shown as text). The same in both languages.",
        no: 'Selskapets navn, som skjermlesere leser opp i stedet for logoen (vises ikke som tekst). Likt på begge språk.',
      },
      width: 'half',
    },
    logo: {
      label: { en: 'Company logo', no: 'Selskapets logo' },
      description: {
        en: "The company's logo above the quote. The same in both languages.",
        no: 'Selskapets logo over sitatet. Lik på begge språk.',
      },
      width: 'half',
    },
    order: {
      label: { en: 'Place on the strip', no: 'Plass på stripen' },
      description: {
        en: 'Lower numbers come first (0, 1, 2…).',
        no: 'Lavere tall kommer først (0, 1, 2 …).',
      },
      width: 'third',
    },
  },
})
