import { contentType } from '../define'
import { EARLIER_SLUGS, seoFields, slugField } from '../shared'

/** A job opening: its row under OPEN ROLES on the careers page and its own page with the application form. */
export const jobOpening = contentType('api::job-opening.job-opening', {
  name: { en: 'Job opening', no: 'Stilling' },
  title: 'jobTitle',
  list: ['jobCategories', 'updatedAt'],
  fields: {
    jobTitle: {
      label: { en: 'Job title', no: 'Stillingstittel' },
      description: {
        en: 'The heading of its page and its row under OPEN ROLES on the careers page (/careers, /karrierer); applications name it too.',
        no: 'Overskriften på stillingens side og raden under LEDIGE STILLINGER på karrieresiden (/careers, /karrierer); søknadene navngir den også.',
      },
      width: 'half',
    },
    slug: {
      ...slugField({ en: 'this job', no: 'denne stillingen' }, { en: '/careers/', no: '/karrierer/' }),
      width: 'half',
    },
    jobCategories: {
      label: { en: 'Field', no: 'Fagområde' },
      description: {
        en: "Shown with the title under OPEN ROLES and above it on the job's page, in the visitor's language (Development, Marketing, Design). The same in both languages.",
        no: 'Vises med tittelen under LEDIGE STILLINGER og over den på stillingens side, på den besøkendes språk (Utvikling, Markedsføring, Design). Likt på begge språk.',
      },
    },
    jobDescription: {
      label: { en: 'Job description', no: 'Stillingsbeskrivelse' },
      description: {
        en: "The text of the job's page, under the application form: the role, what it takes, what the agency offers.",
        no: 'Teksten på stillingens side, under søknadsskjemaet: rollen, hva den krever, hva byrået tilbyr.',
      },
    },
    earlierSlugs: EARLIER_SLUGS,
    ...seoFields(
      { en: "this job's page", no: 'stillingens side' },
      { en: 'the start of the job description', no: 'starten av stillingsbeskrivelsen' },
    ),
  },
})
