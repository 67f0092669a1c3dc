/**
 * Schema.org structured data (JSON-LD) for the pages that have a type search engines understand: the agency on
 * home, articles, job openings, and the breadcrumb trail of every detail page. Pure functions of the page's data and
 * the public origin; the router serializes them into `<script type="application/ld+json">` and escapes `<`, `>` and
 * `&`, so CMS text can never close the script element.
 */
import { site } from '~/config/site'
import type { DocumentHead } from '~/content/documents'
import { translator } from '~/i18n'
import { htmlLang, type Lang } from '~/i18n/lang'
import { type Screen, screenPath } from '~/i18n/routes'

/** The part of a detail page's document the structured data reads. */
export type SeoDocument = Pick<DocumentHead, 'title' | 'seo' | 'text'>

export type JsonLd = { [key: string]: JsonLdValue }
type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[]

const CONTEXT = 'https://schema.org'

function postalAddresses(): JsonLd[] {
  return site.offices.map((office) => ({
    '@type': 'PostalAddress',
    addressLocality: office.city,
    postalCode: office.postcode,
    addressCountry: office.countryCode,
  }))
}

function organizationRef(siteUrl: string): JsonLd {
  return { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: site.name, url: `${siteUrl}/` }
}

/** The agency: name, e-mail, both offices, social profiles (home page). */
function organization(siteUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    ...organizationRef(siteUrl),
    email: site.email,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-default.jpg`,
    address: postalAddresses(),
    sameAs: site.social.map((link) => link.url),
  }
}

/** Home → the section's list page → the document. */
function breadcrumbs(items: { name: string; url: string }[]): JsonLd {
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

function blogPosting(siteUrl: string, url: string, lang: Lang, doc: SeoDocument): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: doc.title.slice(0, 110),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: htmlLang[lang],
    author: organizationRef(siteUrl),
    publisher: { ...organizationRef(siteUrl), logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
    image: [doc.seo.image?.src ?? `${siteUrl}/og-default.jpg`],
  }
  if (doc.seo.description) data.description = doc.seo.description
  if (doc.seo.published) data.datePublished = doc.seo.published
  if (doc.seo.modified ?? doc.seo.published) data.dateModified = doc.seo.modified ?? doc.seo.published ?? ''
  return data
}

/** A job opening: title, description, the agency hiring, its offices as locations, the date it was posted. */
function jobPosting(siteUrl: string, url: string, doc: SeoDocument): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: doc.title,
    description: doc.text && doc.text.length > 0 ? doc.text : (doc.seo.description ?? doc.title),
    url,
    hiringOrganization: { ...organizationRef(siteUrl), sameAs: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` },
    jobLocation: postalAddresses().map((address) => ({ '@type': 'Place', address })),
    directApply: true,
  }
  if (doc.seo.published) data.datePosted = doc.seo.published.slice(0, 10)
  return data
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
): JsonLd[] {
  if (screen === 'home') return [organization(siteUrl)]
  if (!doc || (screen !== 'blog' && screen !== 'project' && screen !== 'career')) return []
  const list = LIST_OF[screen]
  const t = translator(lang)
  // The trail uses the site's short section names, as the footer shows them.
  const listName = {
    blogs: t.footer.columnTwo.blogs(),
    projects: t.footer.columnTwo.projects(),
    careers: t.footer.columnOne.careers(),
  }[list]
  const blocks = [
    breadcrumbs([
      { name: t.footer.columnOne.home(), url: siteUrl + screenPath('home', lang) },
      { name: listName, url: siteUrl + screenPath(list, lang) },
      { name: doc.title, url },
    ]),
  ]
  if (screen === 'blog') blocks.push(blogPosting(siteUrl, url, lang, doc))
  if (screen === 'career') blocks.push(jobPosting(siteUrl, url, doc))
  return blocks
}
