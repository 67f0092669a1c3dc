import { contentType } from '../define'
import { EARLIER_SLUGS, seoFields, slugField } from '../shared'

/** A case study: its card on the projects page and its own page, top to bottom (app/features/projects/ProjectScreen.tsx). */
export const project = contentType('api::project.project', {
  name: { en: 'Project', no: 'Prosjekt' },
  title: 'Title',
  list: ['categories', 'updatedAt'],
  sort: { by: 'updatedAt', order: 'DESC' },
  fields: {
    Title: {
      label: { en: 'Project name', no: 'Prosjektnavn' },
      description: {
        en: "The project's name: the big heading of its page, on its card on the projects page (/projects, /projekter) and on home, and in the Next Project block.",
        no: 'Prosjektets navn: den store overskriften på siden, på kortet på prosjektsiden (/projects, /projekter) og på forsiden, og i Neste prosjekt-blokken.',
      },
      width: 'half',
    },
    slug: {
      ...slugField({ en: 'this project', no: 'dette prosjektet' }, { en: '/projects/', no: '/projekter/' }),
      width: 'half',
    },
    categories: {
      label: { en: 'Categories', no: 'Kategorier' },
      description: {
        en: 'The filters on the projects page it appears under (Branding, UI/UX…); each counts its projects.',
        no: 'Filtrene på prosjektsiden prosjektet vises under (Merkevarebygging, UI/UX …); hvert teller prosjektene sine.',
      },
    },
    Tags: {
      label: { en: 'Project tags', no: 'Prosjektets stikkord' },
      description: {
        en: 'Short words under the name on its page, in this order; its card on the projects page shows the first two.',
        no: 'Korte ord under navnet på siden, i denne rekkefølgen; kortet på prosjektsiden viser de to første.',
      },
    },
    ThumbnailImage: {
      label: { en: 'Card picture', no: 'Kortbilde' },
      description: {
        en: 'The picture on its card on the projects page (empty: the top picture) and on home.',
        no: 'Bildet på kortet på prosjektsiden (tomt: toppbildet) og på forsiden.',
      },
      width: 'half',
    },
    HeroImage: {
      label: { en: 'Top picture', no: 'Toppbilde' },
      description: {
        en: "The wide picture under the name at the top of the project's page.",
        no: 'Det brede bildet under navnet øverst på prosjektsiden.',
      },
      width: 'half',
    },
    ProjectStatus: {
      label: { en: 'Status', no: 'Status' },
      description: {
        en: 'The stages of the project under the top picture, in order (Strategy, Design, Launched); the last one is its status on its card on home.',
        no: 'Prosjektets faser under toppbildet, i rekkefølge (Strategi, Design, Lansert); den siste er statusen på kortet på forsiden.',
      },
    },
    FirstSectionTitle: {
      label: { en: 'Opening: heading', no: 'Åpning: overskrift' },
      description: {
        en: 'The first heading of the story, beside its picture: the brief, or the challenge.',
        no: 'Den første overskriften i historien, ved siden av bildet: oppdraget eller utfordringen.',
      },
    },
    FirstSectionText: {
      label: { en: 'Opening: text', no: 'Åpning: tekst' },
      description: {
        en: 'What the client needed and why. Its start is the search description when that is empty.',
        no: 'Hva kunden trengte og hvorfor. Starten blir beskrivelsen i søk når den er tom.',
      },
    },
    FirstSectionImage: {
      label: { en: 'Opening: picture', no: 'Åpning: bilde' },
      description: {
        en: 'The picture beside the first text (on phones, under it).',
        no: 'Bildet ved siden av den første teksten (på mobil under den).',
      },
    },
    Statistics: {
      label: { en: 'Figures', no: 'Nøkkeltall' },
      description: {
        en: "A row of results after the first text: what was measured, the number and a line on it. Real figures only, with the client's consent.",
        no: 'En rad med resultater etter den første teksten: hva som ble målt, tallet og en linje om det. Bare ekte tall, med kundens samtykke.',
      },
    },
    SecondSectionTitle: {
      label: { en: 'Gallery: heading', no: 'Galleri: overskrift' },
      description: {
        en: 'The heading over the pictures after the figures.',
        no: 'Overskriften over bildene etter nøkkeltallene.',
      },
    },
    SecondSectionImages: {
      label: { en: 'Gallery: pictures', no: 'Galleri: bilder' },
      description: {
        en: 'Pictures two by two, in this order.',
        no: 'Bilder to og to, i denne rekkefølgen.',
      },
    },
    FeaturesSectionTitle: {
      label: { en: 'Deliverables: heading', no: 'Leveranser: overskrift' },
      description: {
        en: 'The heading over the numbered list of what was delivered.',
        no: 'Overskriften over den nummererte listen over det som ble levert.',
      },
    },
    ProjectFeatures: {
      label: { en: 'Deliverables', no: 'Leveranser' },
      description: {
        en: 'What the agency made, numbered 01, 02… in four columns.',
        no: 'Det byrået laget, nummerert 01, 02 … i fire kolonner.',
      },
    },
    ImageSlider: {
      label: { en: 'Slider pictures', no: 'Bilder i glideren' },
      description: {
        en: 'A row of pictures visitors drag sideways (DRAG), in this order.',
        no: 'En rad med bilder besøkende drar sidelengs (DRA), i denne rekkefølgen.',
      },
    },
    ThirdSectionTitle: {
      label: { en: 'The work: heading', no: 'Arbeidet: overskrift' },
      description: {
        en: 'The heading after the slider.',
        no: 'Overskriften etter glideren.',
      },
    },
    ThirdSectionText: {
      label: { en: 'The work: text', no: 'Arbeidet: tekst' },
      description: {
        en: 'How the work was done.',
        no: 'Hvordan arbeidet ble gjort.',
      },
    },
    ThirdSectionImages: {
      label: { en: 'The work: pictures', no: 'Arbeidet: bilder' },
      description: {
        en: 'Pictures two by two under that text.',
        no: 'Bilder to og to under teksten.',
      },
    },
    LastSectionTitle: {
      label: { en: 'Closing: heading', no: 'Avslutning: overskrift' },
      description: {
        en: 'The last heading of the story: the result.',
        no: 'Den siste overskriften i historien: resultatet.',
      },
    },
    LastSectionText: {
      label: { en: 'Closing: text', no: 'Avslutning: tekst' },
      description: {
        en: 'How it ended, and what the client said.',
        no: 'Hvordan det endte, og hva kunden sa.',
      },
    },
    nextProject: {
      label: { en: 'Next project', no: 'Neste prosjekt' },
      description: {
        en: 'The project the Next Project block at the end of the page leads to. Empty: the next one in the list. Keep every project on one round, so visitors can go through them all.',
        no: 'Prosjektet Neste prosjekt-blokken nederst på siden fører til. Tomt: det neste i listen. Hold alle prosjektene i én runde, så besøkende kan gå gjennom alle.',
      },
    },
    earlierSlugs: EARLIER_SLUGS,
    ...seoFields(
      { en: "this project's page", no: 'prosjektets side' },
      { en: 'the start of the opening text', no: 'starten av åpningsteksten' },
    ),
  },
})

/** A filter of the projects page (/projects, /projekter). */
export const projectCategory = contentType('api::category.category', {
  name: { en: 'Project category', no: 'Prosjektkategori' },
  title: 'Category',
  list: ['projects'],
  fields: {
    Category: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: "The filter's name on the projects page (/projects, /projekter), with the number of projects beside it.",
        no: 'Filterets navn på prosjektsiden (/projects, /projekter), med antallet prosjekter ved siden av.',
      },
    },
    projects: {
      label: { en: 'Projects', no: 'Prosjekter' },
      description: {
        en: 'The projects under this filter (also chosen on each project, under Categories).',
        no: 'Prosjektene under dette filteret (velges også på hvert prosjekt, under Kategorier).',
      },
    },
  },
})
