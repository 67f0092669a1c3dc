import { contentType } from '../define'
import { seoFields } from '../shared'

const SITE_DESCRIPTION = {
  en: "the site's own description of the page",
  no: 'nettstedets egen beskrivelse av siden',
}

/** The about page (/about, /om-oss), top to bottom (app/features/about/AboutScreen.tsx). */
export const aboutPage = contentType('api::about-page.about-page', {
  name: { en: 'About page', no: 'Om oss-siden' },
  fields: {
    lead: {
      label: { en: 'Introduction', no: 'Ingress' },
      description: {
        en: 'The sentences under the big heading at the top of the about page (/about, /om-oss), beside the two clocks.',
        no: 'Setningene under den store overskriften øverst på Om oss-siden (/about, /om-oss), ved siden av de to klokkene.',
      },
    },
    statsTitle: {
      label: { en: 'Stat cards: heading', no: 'Tallkort: overskrift' },
      description: {
        en: 'The heading over the cards whose numbers count up, under the team picture.',
        no: 'Overskriften over kortene med tall som teller opp, under teambildet.',
      },
    },
    stats: {
      label: { en: 'Stat cards', no: 'Tallkort' },
      description: {
        en: 'Up to eight cards, in this order: each a number that counts up and what it counts (18+ unique services).',
        no: 'Opptil åtte kort, i denne rekkefølgen: hvert med et tall som teller opp og det det teller (18+ unike tjenester).',
      },
    },
    valuesTitle: {
      label: { en: 'Values: heading', no: 'Verdier: overskrift' },
      description: {
        en: 'The heading over the row of values (Adventure, Innovation…).',
        no: 'Overskriften over rekken med verdier (Eventyr, Innovasjon …).',
      },
    },
    values: {
      label: { en: 'Values', no: 'Verdier' },
      description: {
        en: 'Up to ten single words or short phrases, shown as tags in this order.',
        no: 'Opptil ti enkeltord eller korte uttrykk, vist som merkelapper i denne rekkefølgen.',
      },
    },
    factsTitle: {
      label: { en: 'Fun facts: heading', no: 'Morsomme fakta: overskrift' },
      description: {
        en: 'The heading over the fun facts ("Fun Facts Fiesta").',
        no: 'Overskriften over de morsomme faktaene («Morsomme fakta»).',
      },
    },
    facts: {
      label: { en: 'Fun facts', no: 'Morsomme fakta' },
      description: {
        en: "Up to ten facts. Visitors can drag them into an order of their own, which stays in their page only; a change to the list starts everyone's order afresh.",
        no: 'Opptil ti fakta. Besøkende kan dra dem i sin egen rekkefølge, som bare gjelder på deres side; en endring i listen gir alle den nye rekkefølgen.',
      },
    },
    storyTitle: {
      label: { en: 'Now and 2020: heading', no: 'Nå og 2020: overskrift' },
      description: {
        en: 'The heading beside the two photos of the team now and at the start in 2020.',
        no: 'Overskriften ved siden av de to bildene av teamet nå og i starten i 2020.',
      },
    },
    storyText: {
      label: { en: 'Now and 2020: text', no: 'Nå og 2020: tekst' },
      description: {
        en: 'The short story under that heading: where the agency started and where it is now.',
        no: 'Den korte historien under overskriften: hvor byrået startet og hvor det er nå.',
      },
    },
    ctaTitle: {
      label: { en: 'Closing heading', no: 'Avsluttende overskrift' },
      description: {
        en: 'The heading at the end of the page, above the Open Roles link to the careers page.',
        no: 'Overskriften nederst på siden, over lenken Ledige stillinger til karrieresiden.',
      },
    },
    ...seoFields({ en: 'the about page', no: 'Om oss-siden' }, SITE_DESCRIPTION),
  },
})

/** The services page (/services, /servicer), top to bottom (app/features/services/ServicesScreen.tsx). */
export const servicesPage = contentType('api::services-page.services-page', {
  name: { en: 'Services page', no: 'Tjenestesiden' },
  fields: {
    lead: {
      label: { en: 'Introduction', no: 'Ingress' },
      description: {
        en: 'The sentences under "Solutions & Services" at the top of the services page (/services, /servicer), beside the View Projects link.',
        no: 'Setningene under «Løsninger og tjenester» øverst på tjenestesiden (/services, /servicer), ved siden av lenken Se prosjekter.',
      },
    },
    panels: {
      label: { en: 'Service panels', no: 'Tjenestepaneler' },
      description: {
        en: 'Up to four panels, numbered 01, 02… in this order: a name, a sentence and the services it covers.',
        no: 'Opptil fire paneler, nummerert 01, 02 … i denne rekkefølgen: et navn, en setning og tjenestene panelet dekker.',
      },
    },
    processTitle: {
      label: { en: 'Process: heading', no: 'Prosess: overskrift' },
      description: {
        en: 'The heading over the steps of how the agency works ("How we work").',
        no: 'Overskriften over stegene i byråets arbeidsmåte («Slik jobber vi»).',
      },
    },
    steps: {
      label: { en: 'Process steps', no: 'Prosessteg' },
      description: {
        en: 'Up to eight steps, numbered 01, 02… in this order (Consultation & Strategy first).',
        no: 'Opptil åtte steg, nummerert 01, 02 … i denne rekkefølgen (Rådgivning og strategi først).',
      },
    },
    ctaNumber: {
      label: { en: 'Closing number', no: 'Avsluttende tall' },
      description: {
        en: 'The very large number at the end of the page ("180+").',
        no: 'Det svært store tallet nederst på siden («180+»).',
      },
    },
    ctaText: {
      label: { en: 'Closing text', no: 'Avsluttende tekst' },
      description: {
        en: 'What the number counts, before the Contact Us link ("projects delivered for brands…").',
        no: 'Hva tallet teller, foran lenken Kontakt oss («prosjekter levert for merkevarer …»).',
      },
    },
    ...seoFields({ en: 'the services page', no: 'tjenestesiden' }, SITE_DESCRIPTION),
  },
})

/** The careers page (/careers, /karrierer) around its list of open positions (app/features/careers/CareersScreen.tsx). */
export const careersPage = contentType('api::careers-page.careers-page', {
  name: { en: 'Careers page', no: 'Karrieresiden' },
  fields: {
    lead: {
      label: { en: 'Introduction', no: 'Ingress' },
      description: {
        en: 'The sentences under "Where Work Meets Passion" at the top of the careers page (/careers, /karrierer).',
        no: 'Setningene under «Der arbeid møter lidenskap» øverst på karrieresiden (/careers, /karrierer).',
      },
    },
    tags: {
      label: { en: 'Tag lines', no: 'Stikkord' },
      description: {
        en: 'Up to eight short lines under the strip of pictures ("Flexible hours").',
        no: 'Opptil åtte korte linjer under bildestripen («Fleksible arbeidstider»).',
      },
    },
    dreamsTitle: {
      label: { en: 'Culture: heading', no: 'Kultur: overskrift' },
      description: {
        en: 'The large heading in the middle of the page ("Where Dreams Get Real, Not Delulu!").',
        no: 'Den store overskriften midt på siden («Der drømmer blir virkelige, ikke bare dagdrømmer!»).',
      },
    },
    dreamsText: {
      label: { en: 'Culture: text', no: 'Kultur: tekst' },
      description: {
        en: 'The text under that heading, before the About Us link.',
        no: 'Teksten under overskriften, foran lenken Om oss.',
      },
    },
    rolesTitle: {
      label: { en: 'Open roles: heading', no: 'Ledige stillinger: overskrift' },
      description: {
        en: 'The heading over the list of job openings ("OPEN ROLES"). The openings themselves are under Job opening.',
        no: 'Overskriften over listen med ledige stillinger («LEDIGE STILLINGER»). Selve stillingene ligger under Stilling.',
      },
    },
    ...seoFields({ en: 'the careers page', no: 'karrieresiden' }, SITE_DESCRIPTION),
  },
})
