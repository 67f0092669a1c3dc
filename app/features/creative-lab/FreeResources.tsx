import { useQuery } from '@tanstack/react-query'
import { defaultStringifySearch, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import { designCategoriesQuery, designResourcesQuery } from '~/content/creative-lab/creative-lab.queries'
import type { ResourceDownload } from '~/content/creative-lab/creative-lab.types'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { afterNextPaint } from '~/lib/after-paint'
import styles from './FreeResources.module.css'
import { FILTER_ADDRESS_EVENT } from './filter-address'
import lab from './lab.module.css'
import { SectionUnavailable } from './SectionUnavailable'

const THUMB: ImageSlot = { sizes: '(max-width: 700px) 100vw, 33vw', width: 800, height: 600 }

/** A filter's link: the page of that category (all of them without one), at the resources. */
const filterHref = (path: string, category: string | undefined) =>
  `${path}${defaultStringifySearch(category ? { category } : {})}#freebies`

/**
 * product.md "Creative Lab" free design resources, filtered by category. The chosen category lives in the URL
 * (`?category=`), so a filtered view can be shared and survives reload; the filters are links, so they work without
 * JavaScript too, and the server renders the page of each filtered. Every resource is in the markup, the category's
 * in the list and the others in a `<template>` beside it, so the filter's screen module (resource-filter.module.ts, on the
 * `#freebies` section) answers a press in place. A category the CMS does not know shows everything. A resource with no
 * file or folder of its own is got from the studio's resources folder (site settings), and reads "Coming soon" until
 * the agency has set one: never a link to the seed's made-up folder (decision 080).
 */
export function FreeResources({ category }: { category: string | undefined }) {
  const t = useT()
  const lang = useLang()
  const categories = useQuery(designCategoriesQuery(lang))
  const resources = useQuery(designResourcesQuery(lang))
  // The category the page opened with: from then on the filter is the module's, and a React render of a later
  // address (the router's, on a React page) must not draw over what it moved.
  const [opened] = useState(category)
  const known = categories.data?.some((c) => c.name === opened) ? opened : undefined
  const folder = useSiteSettings(lang)?.resourcesFolderUrl ?? null
  const path = screenPath('creativeLab', lang)
  useAddressThroughRouter()
  const downloadsOf = (own: ResourceDownload[]): ResourceDownload[] =>
    own.length > 0 || !folder ? own : [{ kind: 'drive', href: folder, width: null, height: null }]
  const all = resources.data ?? []
  type Resource = (typeof all)[number]
  const shown = (resource: Resource) => !known || resource.category === known
  const item = (resource: Resource, order: number) => (
    <li
      key={resource.documentId}
      className={styles.resource}
      data-order={order}
      data-category={resource.category ?? ''}
    >
      <CmsImage className={styles.resourceThumb} image={resource.thumbnail} slot={THUMB} decorative />
      <h3 className={styles.resourceName}>{resource.name}</h3>
      {resource.category ? <p className={styles.resourceCategory}>{resource.category}</p> : null}
      <Downloads downloads={downloadsOf(resource.downloads)} name={resource.name} />
    </li>
  )

  return (
    <>
      {categories.data && categories.data.length > 0 ? (
        <nav aria-label={t.lab.filterLabel()}>
          <ul className={styles.filters}>
            {[{ documentId: 'all', name: undefined }, ...categories.data].map((c) => (
              <li key={c.documentId}>
                <a
                  href={filterHref(path, c.name)}
                  className={styles.filter}
                  aria-current={c.name === known ? 'true' : undefined}
                  data-category={c.name ?? ''}
                >
                  {c.name ?? t.lab.all()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {resources.isError ? (
        <SectionUnavailable onRetry={() => void resources.refetch()} />
      ) : resources.data && resources.data.length === 0 ? (
        <p>{t.lab.noResources()}</p>
      ) : resources.data ? (
        <>
          <ul className={styles.resources} data-resources="">
            {all.map((resource, order) => (shown(resource) ? item(resource, order) : null))}
          </ul>
          <p data-resources-empty="" hidden={all.some(shown)}>
            {t.lab.noResources()}
          </p>
          <template data-resources-rest="">
            {all.map((resource, order) => (shown(resource) ? null : item(resource, order)))}
          </template>
        </>
      ) : null}
    </>
  )
}

/**
 * On a React page the router keeps the address: the filter's move of it goes through the router, after the press's
 * paint (decision 109) and leaving the window where it is; a page without React has no router, and the module pushes it.
 */
function useAddressThroughRouter() {
  const router = useRouter()
  useEffect(() => {
    const follow = (event: Event) => {
      if (!(event instanceof CustomEvent) || typeof event.detail !== 'string') return
      const href: string = event.detail
      event.preventDefault()
      afterNextPaint(() => void router.navigate({ href, resetScroll: false, hashScrollIntoView: false }))
    }
    document.addEventListener(FILTER_ADDRESS_EVENT, follow)
    return () => document.removeEventListener(FILTER_ADDRESS_EVENT, follow)
  }, [router])
}

/** A resource's ways to get it, or "Coming soon" while it has none. */
function Downloads({ downloads, name }: { downloads: ResourceDownload[]; name: string }) {
  const t = useT()
  return (
    <div className={styles.resourceLinks}>
      {downloads.length === 0 ? <span className={styles.comingSoon}>{t.lab.comingSoon()}</span> : null}
      {downloads.map((download) => (
        <DownloadLink key={download.href} download={download} name={name} />
      ))}
    </div>
  )
}

/**
 * A resource's folder or file, in a new tab (it lives on the CMS's origin, where a `download` name would not hold). A
 * wallpaper's sizes read "Desktop 1920 × 1080" and "Phone 1170 × 2532"; each link's name also says which wallpaper,
 * for a screen reader listing the page's links.
 */
function DownloadLink({ download, name }: { download: ResourceDownload; name: string }) {
  const t = useT()
  const device =
    download.kind === 'desktop' ? t.lab.wallpaperDesktop() : download.kind === 'phone' ? t.lab.wallpaperPhone() : null
  const size = download.width && download.height ? `${download.width} × ${download.height}` : null
  const shown = device && size ? `${device} ${size}` : device
  return (
    <a
      className={lab.pill}
      href={download.href}
      target="_blank"
      rel="noopener noreferrer"
      // Begins with what the pill shows (a voice command finds it), then says which resource it is.
      aria-label={shown ? `${shown}: ${name} ${t.footer.opensInNewTab()}` : undefined}
    >
      {device ?? t.lab.getResource({ name })}
      {/* A real space for the accessible text (the flex gap is what shows). */}
      {device && size ? (
        <>
          {' '}
          <span className={styles.pillDetail}>{size}</span>
        </>
      ) : null}
      {shown ? null : <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>}
    </a>
  )
}
