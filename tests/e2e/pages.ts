/**
 * Every page of the site the browser tests visit: product.md's route table with a seeded slug for detail pages, the shared
 * (legal) pages, and a path that is not found. Shared by the e2e suite and `npm run shots`.
 */
export const publicPages = [
  { screen: 'home', en: '/', no: '/no' },
  { screen: 'about', en: '/about', no: '/om-oss' },
  { screen: 'careers', en: '/careers', no: '/karrierer' },
  { screen: 'career', en: '/careers/frontend-developer', no: '/karrierer/frontend-utvikler' },
  { screen: 'services', en: '/services', no: '/servicer' },
  { screen: 'blogs', en: '/blogs', no: '/blog' },
  { screen: 'blog', en: '/blogs/freelancer-vs-agency', no: '/blog/frilanser-eller-byra' },
  { screen: 'projects', en: '/projects', no: '/projekter' },
  { screen: 'project', en: '/projects/kode-labs', no: '/projekter/kode-labs-nor' },
  { screen: 'contact', en: '/contact', no: '/kontakt' },
  { screen: 'creativeLab', en: '/creative-lab', no: '/kreativ-lab' },
  { screen: 'thankYou', en: '/thank-you', no: '/tusen-takk' },
] as const

export const sharedPages = ['/terms', '/privacy', '/cookies'] as const

export const notFoundPages = { en: '/no-such-page', no: '/projekter/finnes/ikke' } as const

/** Every page with the language it is shown in (shared pages in English, their only text). */
export const everyPage: readonly { name: string; path: string; lang: 'en' | 'no' }[] = [
  ...publicPages.flatMap((page) => [
    { name: `${page.screen}.en`, path: page.en, lang: 'en' as const },
    { name: `${page.screen}.no`, path: page.no, lang: 'no' as const },
  ]),
  ...sharedPages.map((path) => ({ name: `${path.slice(1)}.en`, path, lang: 'en' as const })),
  { name: 'not-found.en', path: notFoundPages.en, lang: 'en' },
  { name: 'not-found.no', path: notFoundPages.no, lang: 'no' },
]
