import { contentType } from '../define'
import { seoFields } from '../shared'

/** The home page (/ and /no), top to bottom (app/features/home/HomeScreen.tsx). */
export const home = contentType('api::home.home', {
  name: { en: 'Home', no: 'Forside' },
  fields: {
    heroTitle: {
      label: { en: 'Headline', no: 'Overskrift' },
      description: {
        en: 'The big words over the video at the top of the home page (/ and /no).',
        no: 'De store ordene over videoen øverst på forsiden (/ og /no).',
      },
      width: 'half',
    },
    heroCta: {
      label: { en: 'Contact button', no: 'Kontaktknapp' },
      description: {
        en: 'The button under the headline that leads to the contact page ("Let\'s talk").',
        no: 'Knappen under overskriften som fører til kontaktsiden («Ta kontakt»).',
      },
      width: 'half',
    },
    introTitle: {
      label: { en: 'Introduction: heading', no: 'Introduksjon: overskrift' },
      description: {
        en: 'The large heading right under the video, before the About Us button ("here to transform, not conform").',
        no: 'Den store overskriften rett under videoen, foran Om oss-knappen («her for å forandre, ikke tilpasse»).',
      },
    },
    introText: {
      label: { en: 'Introduction: text', no: 'Introduksjon: tekst' },
      description: {
        en: 'A few sentences on who the agency is, beside the introduction heading.',
        no: 'Noen setninger om hvem byrået er, ved siden av introduksjonsoverskriften.',
      },
    },
    craftTitle: {
      label: { en: 'What we do: heading', no: 'Det vi gjør: overskrift' },
      description: {
        en: 'The heading over the three cards after the showreel ("Brand, design and delivery").',
        no: 'Overskriften over de tre kortene etter showreelen («Merkevare, design og levering»).',
      },
    },
    craft: {
      label: { en: 'What we do: cards', no: 'Det vi gjør: kort' },
      description: {
        en: 'Up to three cards side by side, each a word and a sentence (Brand, Design, Delivery).',
        no: 'Opptil tre kort side om side, hvert med et ord og en setning (Merkevare, Design, Levering).',
      },
    },
    approachTitle: {
      label: { en: 'Our approach: heading', no: 'Vår tilnærming: overskrift' },
      description: {
        en: 'The heading over the three steps that light up one by one as the page scrolls ("Our approach").',
        no: 'Overskriften over de tre stegene som lyser opp ett for ett når siden rulles («Vår tilnærming»).',
      },
    },
    approach: {
      label: { en: 'Our approach: steps', no: 'Vår tilnærming: steg' },
      description: {
        en: 'Up to three steps, in order (Market Research, Strategy, Delivery).',
        no: 'Opptil tre steg, i rekkefølge (Markedsanalyse, Strategi, Levering).',
      },
    },
    servicesTitle: {
      label: { en: 'Services: heading', no: 'Tjenester: overskrift' },
      description: {
        en: 'The heading over the numbered service panels ("Services").',
        no: 'Overskriften over de nummererte tjenestepanelene («Tjenester»).',
      },
    },
    panels: {
      label: { en: 'Service panels', no: 'Tjenestepaneler' },
      description: {
        en: 'Up to three panels, numbered 01, 02, 03 in this order: a name, tags, a text, three services and a picture. On phones the third shows its services first and no picture.',
        no: 'Opptil tre paneler, nummerert 01, 02, 03 i denne rekkefølgen: et navn, stikkord, en tekst, tre tjenester og et bilde. På mobil viser det tredje tjenestene først og ikke bildet.',
      },
    },
    showcaseTitle: {
      label: { en: 'Projects: heading', no: 'Prosjekter: overskrift' },
      description: {
        en: 'The heading of the projects that scroll sideways, before the See More Projects button ("Selected projects").',
        no: 'Overskriften til prosjektene som ruller sidelengs, foran Se flere prosjekter-knappen («Utvalgte prosjekter»).',
      },
    },
    showcase: {
      label: { en: 'Projects shown', no: 'Prosjekter som vises' },
      description: {
        en: 'Up to three projects to show, in this order. A project that is not published is left out, and the latest published projects fill the three places.',
        no: 'Opptil tre prosjekter som vises, i denne rekkefølgen. Et prosjekt som ikke er publisert, utelates, og de sist publiserte prosjektene fyller de tre plassene.',
      },
    },
    testimonialsTitle: {
      label: { en: 'Testimonials: heading', no: 'Kundeomtaler: overskrift' },
      description: {
        en: 'The heading over the strip of client quotes visitors can drag ("What our clients say"). The quotes themselves are under Testimonial.',
        no: 'Overskriften over stripen med kundesitater som besøkende kan dra («Det kundene våre sier»). Selve sitatene ligger under Kundeomtale.',
      },
    },
    journalTitle: {
      label: { en: 'Journal: heading', no: 'Tidsskrift: overskrift' },
      description: {
        en: 'The heading over the three journal articles at the end of the page ("From the journal").',
        no: 'Overskriften over de tre artiklene fra tidsskriftet nederst på siden («Fra tidsskriftet»).',
      },
    },
    journal: {
      label: { en: 'Articles shown', no: 'Artikler som vises' },
      description: {
        en: 'Up to three journal articles, in this order. An article that is not published is left out, and the latest published articles fill the three places.',
        no: 'Opptil tre artikler fra tidsskriftet, i denne rekkefølgen. En artikkel som ikke er publisert, utelates, og de sist publiserte artiklene fyller de tre plassene.',
      },
    },
    ...seoFields(
      { en: 'the home page', no: 'forsiden' },
      { en: "the site's own description of the agency", no: 'nettstedets egen beskrivelse av byrået' },
    ),
  },
})
