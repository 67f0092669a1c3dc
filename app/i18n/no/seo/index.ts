import type { NamespaceSeoTranslation } from '../../i18n-types'

const no_seo = {
  description: {
    home: 'Et kreativt og digitalt byrå i Norge og Kosovo: merkevarebygging, design, utvikling og markedsføring som får merkevaren din til å skille seg ut.',
    about: 'Hvem vi er: et team av designere, utviklere og markedsførere i Stavanger og Pristina siden 2020.',
    careers: 'Ledige stillinger hos {name}. Bli med i et team der arbeid møter lidenskap.',
    career: 'En ledig stilling hos {name}. Les om rollen og søk.',
    services: 'Design, utvikling og markedsføring: fra visuell identitet til nettsider, netthandel og kampanjer.',
    blogs: 'Artikler om trender, beste praksis og bransjeinnsikt fra teamet i {name}.',
    blog: 'En artikkel fra tidsskriftet til {name}.',
    projects: 'Utvalgte prosjekter innen merkevare, UI/UX, nett og markedsføring fra {name}.',
    project: 'Et prosjekt fra {name}.',
    contact: 'Fortell oss om prosjektet ditt. Vi svarer innen to virkedager.',
    creativeLab: 'Lekeplassen vår: musikk, et lite spill, vår visuelle identitet og gratis designressurser.',
    thankYou: 'Takk for meldingen din.',
    terms: 'De juridiske vilkårene for bruk av nettstedet og tjenestene våre.',
    privacy: 'Hvordan vi samler inn, bruker og beskytter personopplysningene dine.',
    cookies: 'Hvilke informasjonskapsler vi bruker, hvorfor og hvor lenge.',
  },
} satisfies NamespaceSeoTranslation

export default no_seo
