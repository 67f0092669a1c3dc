import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import { designCategoriesQuery, designResourcesQuery } from '~/content/creative-lab/creative-lab.queries'
import type { ResourceDownload } from '~/content/creative-lab/creative-lab.types'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './FreeResources.module.css'
import lab from './lab.module.css'
import { SectionUnavailable } from './SectionUnavailable'

const THUMB: ImageSlot = { sizes: '(max-width: 700px) 100vw, 33vw', width: 800, height: 600 }

/**
 * product.md "Creative Lab" free design resources, filtered by category. The chosen category lives in the URL
 * (`?category=`), so a filtered view can be shared and survives reload; the filters are links, so they work without
 * JavaScript too. A category the CMS does not know shows everything. A resource with no file or folder of its own is
 * got from the studio's resources folder (site settings), and reads "Coming soon" until the agency has set one: never
 * a link to the seed's made-up folder (decision 080).
 */
export function FreeResources({ category }: { category: string | undefined }) {
  const t = useT()
  const lang = useLang()
  const categories = useQuery(designCategoriesQuery(lang))
  const known = categories.data?.some((c) => c.name === category) ? category : undefined
  const resources = useQuery({ ...designResourcesQuery(lang, known), placeholderData: keepPreviousData })
  const folder = useSiteSettings(lang)?.resourcesFolderUrl ?? null
  const path = screenPath('creativeLab', lang)
  const downloadsOf = (own: ResourceDownload[]): ResourceDownload[] =>
    own.length > 0 || !folder ? own : [{ kind: 'drive', href: folder, width: null, height: null }]

  return (
    <>
      {categories.data && categories.data.length > 0 ? (
        <nav aria-label={t.lab.filterLabel()}>
          <ul className={styles.filters}>
            {[{ documentId: 'all', name: undefined }, ...categories.data].map((c) => {
              const current = c.name === known
              return (
                <li key={c.documentId}>
                  <Link
                    to={path}
                    search={c.name ? { category: c.name } : {}}
                    hash="freebies"
                    resetScroll={false}
                    // Exact: "All" (no search) must not count as active under ?category=…
                    activeOptions={{ exact: true }}
                    className={styles.filter}
                    aria-current={current ? 'true' : undefined}
                  >
                    {c.name ?? t.lab.all()}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      ) : null}
      {resources.isError ? (
        <SectionUnavailable onRetry={() => void resources.refetch()} />
      ) : resources.data && resources.data.length === 0 ? (
        <p>{t.lab.noResources()}</p>
      ) : resources.data ? (
        <ul className={styles.resources} aria-busy={resources.isPlaceholderData}>
          {resources.data.map((resource) => (
            <li key={resource.documentId} className={styles.resource}>
              <CmsImage className={styles.resourceThumb} image={resource.thumbnail} slot={THUMB} decorative />
              <h3 className={styles.resourceName}>{resource.name}</h3>
              {resource.category ? <p className={styles.resourceCategory}>{resource.category}</p> : null}
              <Downloads downloads={downloadsOf(resource.downloads)} name={resource.name} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
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
