/** CMS vocabulary the browser needs too (kept apart from the schemas, *.schema.server.ts, which are server-only). */

/** Language-neutral keys of the blog categories; the URL's `?category=` uses them. */
export const BLOG_CATEGORY_KEYS = ['trends', 'best-practices', 'industry-insights'] as const

/** The longest slug any document has; a longer one in a URL is simply not found (404), never a failure. */
export const MAX_SLUG_LENGTH = 200

export const JOB_CATEGORIES = ['Development', 'Marketing', 'Design'] as const

/** The legal pages, each a document of the CMS's `legal-page` type, at /terms, /privacy and /cookies. */
export const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const
export type LegalPageKey = (typeof LEGAL_PAGES)[number]

/** What a legal page may hold: the CMS's limits (cms/src/api/legal-page, cms/src/components/legal), checked again. */
export const LEGAL_LIMITS = { title: 120, sectionTitle: 160, anchor: 60, body: 20000, sections: 40 } as const

/**
 * What the home page may hold: the CMS's limits (cms/src/api/home, cms/src/components/home), checked again at the
 * boundary (a longer text reads as absent, a longer list is cut). The showcase and the journal teaser always show
 * this many: the editors' published picks first, then the latest published (decision 038).
 */
export const HOME_LIMITS = {
  heroTitle: 120,
  heroCta: 40,
  sectionTitle: 80,
  introText: 600,
  cardTitle: 60,
  cardText: 300,
  cards: 3,
  panelTitle: 40,
  panelText: 400,
  label: 40,
  tags: 6,
  items: 3,
  panels: 3,
  year: 20,
  status: 40,
  focus: 2,
  showcase: 3,
  journal: 3,
} as const

/** What a testimonial may hold (cms/src/api/testimonial), checked again; `count` is how many the strip shows at most. */
export const TESTIMONIAL_LIMITS = { quote: 400, name: 80, role: 120, company: 80, order: 999, count: 12 } as const

/** The networks a social link may name; the site says each one's name in the visitor's language. */
export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'behance', 'x', 'facebook', 'tiktok'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** What the site settings may hold: the CMS's limits (cms/src/api/site-setting, cms/src/components/site), checked again. */
export const SITE_SETTINGS_LIMITS = {
  tagline: 60,
  footerMarquee: 30,
  footerEmailLabel: 40,
  email: 120,
  offices: 4,
  officeName: 40,
  street: 80,
  city: 60,
  postcode: 12,
  url: 300,
  social: 8,
} as const

/** The SEO fields' limits (every document and page type in the CMS): what search results show of each. */
export const SEO_LIMITS = { title: 70, description: 160 } as const

/** What the careers page's words may hold: the CMS's limits (cms/src/api/careers-page), checked again. */
export const CAREERS_PAGE_LIMITS = {
  lead: 300,
  tags: 8,
  tag: 30,
  dreamsTitle: 80,
  dreamsText: 400,
  rolesTitle: 40,
} as const

/** What the services page's words may hold: the CMS's limits (cms/src/api/services-page, its components), checked again. */
export const SERVICES_PAGE_LIMITS = {
  lead: 300,
  panels: 4,
  panelTitle: 40,
  panelText: 300,
  items: 10,
  item: 40,
  processTitle: 60,
  steps: 8,
  stepTitle: 60,
  stepText: 300,
  ctaNumber: 12,
  ctaText: 200,
} as const

/** What the about page's words may hold: the CMS's limits (cms/src/api/about-page, its components), checked again. */
export const ABOUT_PAGE_LIMITS = {
  lead: 300,
  sectionTitle: 60,
  stats: 8,
  statLabel: 60,
  statValue: 999999,
  values: 10,
  value: 30,
  facts: 10,
  fact: 160,
  storyTitle: 80,
  storyText: 400,
  ctaTitle: 80,
} as const

/** What a stat card counts (cms/src/components/about/stat.json): its value, the whole years since it, the offices. */
export const STAT_COUNTS = ['number', 'yearsSince', 'offices'] as const
export type StatCounts = (typeof STAT_COUNTS)[number]
