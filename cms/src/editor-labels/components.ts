/** The components' fields: the entries of the lists inside the pages' types, each headed by its title field. */
import { component } from './define'

export const aboutStat = component('about.stat', {
  title: 'label',
  fields: {
    label: {
      label: { en: 'What it counts', no: 'Hva det teller' },
      description: {
        en: 'The words under the number ("unique services").',
        no: 'Ordene under tallet («unike tjenester»).',
      },
    },
    counts: {
      label: { en: 'Kind of number', no: 'Type tall' },
      description: {
        en: '"number": the value below. "yearsSince": the whole years since the year below, kept current. "offices": the number of offices in Site settings (no value needed).',
        no: '«number»: verdien under. «yearsSince»: hele år siden året under, alltid oppdatert. «offices»: antallet kontorer i Nettstedsinnstillinger (trenger ingen verdi).',
      },
      width: 'third',
    },
    value: {
      label: { en: 'Value', no: 'Verdi' },
      description: {
        en: 'The number to show, or the year to count from.',
        no: 'Tallet som skal vises, eller året det telles fra.',
      },
      width: 'third',
    },
    plus: {
      label: { en: 'Add "+"', no: 'Legg til «+»' },
      description: { en: 'Shows "18+" instead of "18".', no: 'Viser «18+» i stedet for «18».' },
      width: 'third',
    },
  },
})

export const aboutValue = component('about.value', {
  title: 'label',
  fields: {
    label: {
      label: { en: 'Value', no: 'Verdi' },
      description: {
        en: 'One word or a short phrase ("Adventure").',
        no: 'Ett ord eller et kort uttrykk («Eventyr»).',
      },
    },
  },
})

export const aboutFact = component('about.fact', {
  title: 'text',
  fields: {
    text: {
      label: { en: 'Fact', no: 'Faktum' },
      description: { en: 'One fun fact, a sentence.', no: 'Ett morsomt faktum, én setning.' },
    },
  },
})

export const careersTag = component('careers.tag', {
  title: 'label',
  fields: {
    label: {
      label: { en: 'Tag line', no: 'Stikkord' },
      description: { en: 'A few words ("Flexible hours").', no: 'Noen få ord («Fleksible arbeidstider»).' },
    },
  },
})

export const homeCard = component('home.card', {
  title: 'title',
  fields: {
    title: {
      label: { en: 'Heading', no: 'Overskrift' },
      description: { en: 'The word at the top of the card ("Brand").', no: 'Ordet øverst på kortet («Merkevare»).' },
    },
    text: {
      label: { en: 'Text', no: 'Tekst' },
      description: { en: 'One or two sentences under it.', no: 'En eller to setninger under.' },
    },
  },
})

export const homeLabel = component('home.label', {
  title: 'label',
  fields: {
    label: {
      label: { en: 'Text', no: 'Tekst' },
      description: { en: 'A few words on one line.', no: 'Noen få ord på én linje.' },
    },
  },
})

export const homeServicePanel = component('home.service-panel', {
  title: 'title',
  fields: {
    title: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: 'The panel\'s big name, after its number ("Branding").',
        no: 'Panelets store navn, etter nummeret («Merkevarebygging»).',
      },
    },
    tags: {
      label: { en: 'Tags', no: 'Stikkord' },
      description: { en: 'Up to six short words under the name.', no: 'Opptil seks korte ord under navnet.' },
    },
    text: {
      label: { en: 'Text', no: 'Tekst' },
      description: { en: 'A few sentences on the service.', no: 'Noen setninger om tjenesten.' },
    },
    items: {
      label: { en: 'Services', no: 'Tjenester' },
      description: {
        en: 'Up to three services, numbered, under the text ("Logo Design").',
        no: 'Opptil tre tjenester, nummerert, under teksten («Logodesign»).',
      },
    },
    picture: {
      label: { en: 'Picture', no: 'Bilde' },
      description: {
        en: "The panel's picture (not shown for the third panel on phones).",
        no: 'Panelets bilde (vises ikke for det tredje panelet på mobil).',
      },
    },
  },
})

export const homeShowcaseCard = component('home.showcase-card', {
  fields: {
    project: {
      label: { en: 'Project', no: 'Prosjekt' },
      description: {
        en: 'The project the card shows and leads to. The fields below override what the project says; leave them empty to use its own.',
        no: 'Prosjektet kortet viser og fører til. Feltene under overstyrer det prosjektet selv sier; la dem stå tomme for å bruke prosjektets egne.',
      },
    },
    year: {
      label: { en: 'Year', no: 'År' },
      description: {
        en: 'The year on the card. Empty: the year the project was entered.',
        no: 'Året på kortet. Tomt: året prosjektet ble lagt inn.',
      },
      width: 'half',
    },
    status: {
      label: { en: 'Status', no: 'Status' },
      description: {
        en: "The status on the card. Empty: the project's last status.",
        no: 'Statusen på kortet. Tom: prosjektets siste status.',
      },
      width: 'half',
    },
    focus: {
      label: { en: 'Focus', no: 'Fokus' },
      description: {
        en: "Up to two focus areas on the card. Empty: the project's first two tags.",
        no: 'Opptil to fokusområder på kortet. Tomt: prosjektets to første stikkord.',
      },
    },
    picture: {
      label: { en: 'Picture', no: 'Bilde' },
      description: {
        en: "The card's picture. Empty: the project's card picture.",
        no: 'Kortets bilde. Tomt: prosjektets kortbilde.',
      },
    },
  },
})

export const homePostPick = component('home.post-pick', {
  fields: {
    post: {
      label: { en: 'Article', no: 'Artikkel' },
      description: {
        en: "A journal article for a row of the home page's journal.",
        no: 'En artikkel fra tidsskriftet til en rad i tidsskriftdelen på forsiden.',
      },
    },
  },
})

export const legalSection = component('legal.section', {
  title: 'title',
  fields: {
    title: {
      label: { en: 'Title', no: 'Tittel' },
      description: {
        en: 'The numbered heading of the section, also its line in the table of contents.',
        no: 'Avsnittets nummererte overskrift, også linjen i innholdsfortegnelsen.',
      },
      width: 'half',
    },
    anchor: {
      label: { en: 'Link name', no: 'Lenkenavn' },
      description: {
        en: 'The end of a link straight to the section (/privacy#contact): lower-case letters, digits and hyphens. Empty: made from the title.',
        no: 'Slutten av en lenke rett til avsnittet (/privacy#contact): små bokstaver, tall og bindestrek. Tomt: laget av tittelen.',
      },
      width: 'half',
    },
    body: {
      label: { en: 'Text', no: 'Tekst' },
      description: {
        en: 'The section in Markdown. "Table: …" right before a table is its caption; a first cell all in bold heads its row; {{email}}, {{offices}} and {{officeNames}} are filled in from Site settings.',
        no: 'Avsnittet i Markdown. «Table: …» rett foran en tabell blir tabellens tittel; en første celle helt i fet skrift blir radens overskrift; {{email}}, {{offices}} og {{officeNames}} fylles inn fra Nettstedsinnstillinger.',
      },
    },
  },
})

export const projectTag = component('project.tag', {
  title: 'ProjectTag',
  fields: {
    ProjectTag: {
      label: { en: 'Tag', no: 'Stikkord' },
      description: { en: 'One or two words ("Branding").', no: 'Ett eller to ord («Merkevarebygging»).' },
    },
  },
})

export const projectStatus = component('project.status', {
  title: 'Status',
  fields: {
    Status: {
      label: { en: 'Stage', no: 'Fase' },
      description: { en: 'One stage ("Launched").', no: 'Én fase («Lansert»).' },
    },
  },
})

export const projectStatistic = component('project.statistic', {
  title: 'Title',
  fields: {
    Title: {
      label: { en: 'What was measured', no: 'Hva som ble målt' },
      description: { en: 'Above the number ("Conversion rate").', no: 'Over tallet («Konverteringsrate»).' },
      width: 'half',
    },
    Number: {
      label: { en: 'Figure', no: 'Tall' },
      description: { en: 'The number, as it should read ("+38%").', no: 'Tallet, slik det skal stå («+38 %»).' },
      width: 'half',
    },
    Text: {
      label: { en: 'Note', no: 'Merknad' },
      description: {
        en: 'A line under the number: over what time, compared with what.',
        no: 'En linje under tallet: over hvilken tid, sammenlignet med hva.',
      },
    },
  },
})

export const projectFeature = component('project.feature', {
  title: 'Feature',
  fields: {
    Feature: {
      label: { en: 'Deliverable', no: 'Leveranse' },
      description: {
        en: 'One thing the agency made ("Visual identity").',
        no: 'Én ting byrået laget («Visuell identitet»).',
      },
    },
  },
})

export const servicesPanel = component('services.panel', {
  title: 'title',
  fields: {
    title: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: 'The panel\'s name, after its number ("Design").',
        no: 'Panelets navn, etter nummeret («Design»).',
      },
    },
    text: {
      label: { en: 'Text', no: 'Tekst' },
      description: { en: 'A sentence on what it covers.', no: 'En setning om hva panelet dekker.' },
    },
    items: {
      label: { en: 'Services', no: 'Tjenester' },
      description: {
        en: 'Up to ten services, listed in this order.',
        no: 'Opptil ti tjenester, listet i denne rekkefølgen.',
      },
    },
  },
})

export const servicesItem = component('services.item', {
  title: 'label',
  fields: {
    label: {
      label: { en: 'Service', no: 'Tjeneste' },
      description: {
        en: 'One service ("Logo & Brand Development").',
        no: 'Én tjeneste («Logo- og merkevareutvikling»).',
      },
    },
  },
})

export const servicesStep = component('services.step', {
  title: 'title',
  fields: {
    title: {
      label: { en: 'Step', no: 'Steg' },
      description: {
        en: 'The step\'s name, after its number ("Consultation & Strategy").',
        no: 'Stegets navn, etter nummeret («Rådgivning og strategi»).',
      },
    },
    text: {
      label: { en: 'Text', no: 'Tekst' },
      description: { en: 'A sentence or two on the step.', no: 'En setning eller to om steget.' },
    },
  },
})

export const siteOffice = component('site.office', {
  title: 'name',
  fields: {
    name: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: 'The country or city it goes by ("Norway").',
        no: 'Det kontoret kalles, et land eller en by («Norge»).',
      },
      width: 'half',
    },
    street: {
      label: { en: 'Street address', no: 'Gateadresse' },
      description: {
        en: 'Street and number, on the line under the name.',
        no: 'Gate og nummer, på linjen under navnet.',
      },
      width: 'half',
    },
    city: {
      label: { en: 'City', no: 'By' },
      description: {
        en: 'The city, on the line under the street ("Sandnes").',
        no: 'Byen, på linjen under gaten («Sandnes»).',
      },
      width: 'half',
    },
    postcode: {
      label: { en: 'Postcode', no: 'Postnummer' },
      description: { en: 'After the city ("Sandnes, 4307").', no: 'Etter byen («Sandnes, 4307»).' },
      width: 'third',
    },
    mapUrl: {
      label: { en: 'Map link', no: 'Kartlenke' },
      description: {
        en: 'A link to the office on a map (https://…), under the address on the contact page.',
        no: 'En lenke til kontoret på et kart (https://…), under adressen på kontaktsiden.',
      },
    },
  },
})

export const siteSocialLink = component('site.social-link', {
  title: 'network',
  fields: {
    network: {
      label: { en: 'Network', no: 'Nettverk' },
      description: {
        en: "Which network; the site writes its name in the visitor's language.",
        no: 'Hvilket nettverk; nettstedet skriver navnet på den besøkendes språk.',
      },
      width: 'half',
    },
    url: {
      label: { en: 'Profile link', no: 'Lenke til profilen' },
      description: {
        en: "The agency's profile on it (https://…), opened in a new tab.",
        no: 'Byråets profil der (https://…), åpnes i en ny fane.',
      },
      width: 'half',
    },
  },
})
