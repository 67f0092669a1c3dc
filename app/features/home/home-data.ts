/**
 * The home page's fixed content (SPEC section 3: home project cards, testimonials, blog teaser). The words live in
 * the dictionaries; this file holds what is not language: order, images, links and dates.
 */
import type { Lang } from '~/i18n/lang'

/** SPEC: the hero re-animates at 1175 ms and 1875 ms (its sections appear 1.7 s after load: CSS, HomeScreen.module.css). */
export const HERO_REPLAY_MS = [1175, 1875] as const

export const homeProjects = [
  { key: 'kode', year: '2023', image: 'project-kode', slug: { en: 'kode-labs', no: 'kode-labs-nor' } },
  {
    key: 'chaos',
    year: '2023',
    image: 'project-chaos',
    slug: { en: 'chaos-clothing-brand', no: 'chaos-clothing-brand-nor' },
  },
  { key: 'smeg', year: '2023', image: 'project-smeg', slug: { en: 'smeg-kosovo', no: 'smeg-kosovo-nor' } },
] as const satisfies readonly { key: string; year: string; image: string; slug: Record<Lang, string> }[]

/**
 * SPEC's four testimonials, each with its client's logo: public/media/clients/<logo>.svg, made by
 * scripts/media/make-client-logos.mjs, 64 units high and `width` wide.
 */
export const testimonials = [
  { key: 'software', client: 'Northlight', logo: 'northlight', width: 227 },
  { key: 'retail', client: 'Tregu', logo: 'tregu', width: 143 },
  { key: 'tech', client: 'Fjordtek', logo: 'fjordtek', width: 215 },
  { key: 'group', client: 'Dardan Group', logo: 'dardan-group', width: 165 },
] as const

/** The three seeded posts the teaser links to, all dated 22.04.2024 (SPEC). */
export const teaserPosts = [
  {
    key: 'startup',
    category: 'insights',
    image: 'post-startup',
    slug: { en: 'do-i-need-a-website-for-my-start-up', no: 'trenger-jeg-en-nettside-for-min-oppstart' },
  },
  {
    key: 'freelancer',
    category: 'practices',
    image: 'post-freelancer',
    slug: { en: 'freelancer-vs-agency', no: 'frilanser-eller-byra' },
  },
  {
    key: 'abroad',
    category: 'trends',
    image: 'post-abroad',
    slug: { en: 'hiring-a-company-from-another-country', no: 'ansette-et-selskap-fra-et-annet-land' },
  },
] as const satisfies readonly { key: string; category: string; image: string; slug: Record<Lang, string> }[]

export const TEASER_DATE = '2024-04-22'

export const servicePanelKeys = [
  { key: 'branding', count: '01', image: 'project-kode', items: ['logo', 'strategy', 'identity'] },
  { key: 'development', count: '02', image: 'project-smeg', items: ['uiux', 'web', 'ecommerce'] },
  { key: 'marketing', count: '03', image: 'project-chaos', items: ['social', 'campaigns', 'seo'] },
] as const

export const tagKeys = ['a', 'b', 'c', 'd', 'e', 'f'] as const
