/**
 * Schema.org structured data (JSON-LD) for the pages that have a type search engines understand: the agency on
 * home, articles, job openings, and the breadcrumb trail of every detail page. Pure functions of the page's data and
 * the public origin; the router serializes them into `<script type="application/ld+json">` and escapes `<`, `>` and
 * `&`, so CMS text can never close the script element.
 */
import type {
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  JobPostingLeaf,
  OrganizationLeaf,
  PlaceLeaf,
  PostalAddressLeaf,
  WithContext,
} from 'schema-dts'
import { site } from '~/config/site'
import type { DocumentBasics } from '~/content/ensure-document'
import type { SiteSettings } from '~/content/site-settings/site-settings.functions'
import { translator } from '~/i18n'
import { htmlLang, type Lang } from '~/i18n/lang'
import { type Screen, screenPath } from '~/i18n/routes'

/** The part of a detail page's document the structured data reads. */
export type SeoDocument = Pick<DocumentBasics, 'title' | 'seo' | 'text'>

/**
 * One JSON-LD block, typed by schema.org's vocabulary (schema-dts): a misspelt property or a value of the wrong type
 * fails tsc. The "leaf" types are the objects themselves, without schema-dts's subtypes and bare-string references.
 */
export type JsonLd = WithContext<OrganizationLeaf | BreadcrumbListLeaf | BlogPostingLeaf | JobPostingLeaf>

const CONTEXT = 'https://schema.org'

function postalAddresses(settings: SiteSettings): PostalAddressLeaf[] {
  return settings.offices.map((office) => ({
    '@type': 'PostalAddress',
    ...(office.street ? { streetAddress: office.street } : {}),
    addressLocality: office.city,
    postalCode: office.postcode,
    addressCountry: office.name,
  }))
}

function organizationRef(siteUrl: string): OrganizationLeaf {
  return { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: site.name, url: `${siteUrl}/` }
}

/** The agency: name, e-mail, offices and social profiles from the site settings, when they can be had (home page). */
function organization(siteUrl: string, settings: SiteSettings | null): WithContext<OrganizationLeaf> {
  return {
    '@context': CONTEXT,
    ...organizationRef(siteUrl),
    ...(settings?.email ? { email: settings.email } : {}),
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-default.jpg`,
    ...(settings?.offices.length ? { address: postalAddresses(settings) } : {}),
    ...(settings?.social.length ? { sameAs: settings.social.map((link) => link.url) } : {}),
  }
}

/** Home → the section's list page → the document. */
function breadcrumbs(items: { name: string; url: string }[]): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

function blogPosting(siteUrl: string, url: string, lang: Lang, doc: SeoDocument): WithContext<BlogPostingLeaf> {
  const published = doc.seo.published
  const modified = doc.seo.modified ?? published
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: doc.title.slice(0, 110),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: htmlLang[lang],
    author: organizationRef(siteUrl),
    publisher: { ...organizationRef(siteUrl), logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
    image: [doc.seo.image?.src ?? doc.seo.picture?.src ?? `${siteUrl}/og-default.jpg`],
    ...(doc.seo.description ? { description: doc.seo.description } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
  }
}

/** A job opening: title, description, the agency hiring, its offices as locations, the date it was posted. */
function jobPosting(
  siteUrl: string,
  url: string,
  doc: SeoDocument,
  settings: SiteSettings | null,
): WithContext<JobPostingLeaf> {
  const locations: PlaceLeaf[] = (settings ? postalAddresses(settings) : []).map((address) => ({
    '@type': 'Place',
    address,
  }))
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: doc.title,
    description: doc.text && doc.text.length > 0 ? doc.text : (doc.seo.description ?? doc.title),
    url,
    hiringOrganization: { ...organizationRef(siteUrl), sameAs: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` },
    ...(locations.length ? { jobLocation: locations } : {}),
    directApply: true,
    ...(doc.seo.published ? { datePosted: doc.seo.published.slice(0, 10) } : {}),
  }
}

const LIST_OF = { blog: 'blogs', project: 'projects', career: 'careers' } as const

/**
 * Every JSON-LD block of a page: Organization on home; BreadcrumbList on detail pages; BlogPosting on articles;
 * JobPosting on job pages. `doc` is the detail page's document (absent elsewhere).
 */
export function structuredData(
  siteUrl: string,
  screen: Screen,
  lang: Lang,
  url: string,
  doc: SeoDocument | null,
  settings: SiteSettings | null = null,
): JsonLd[] {
  if (screen === 'home') return [organization(siteUrl, settings)]
  if (!doc || (screen !== 'blog' && screen !== 'project' && screen !== 'career')) return []
  const list = LIST_OF[screen]
  const t = translator(lang)
  // The trail uses the site's short section names, as the footer shows them.
  const listName = {
    blogs: t.footer.columnTwo.blogs(),
    projects: t.footer.columnTwo.projects(),
    careers: t.footer.columnOne.careers(),
  }[list]
  const blocks: JsonLd[] = [
    breadcrumbs([
      { name: t.footer.columnOne.home(), url: siteUrl + screenPath('home', lang) },
      { name: listName, url: siteUrl + screenPath(list, lang) },
      { name: doc.title, url },
    ]),
  ]
  if (screen === 'blog') blocks.push(blogPosting(siteUrl, url, lang, doc))
  if (screen === 'career') blocks.push(jobPosting(siteUrl, url, doc, settings))
  return blocks
}
