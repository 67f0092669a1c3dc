import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { designCategoriesQuery, designResourcesQuery } from '~/content/creative.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './CreativeLabScreen.module.css'
import { Unavailable } from './Unavailable'

/**
 * SPEC "Creative Lab" free design resources, filtered by category. The chosen category lives in the URL
 * (`?category=`), so a filtered view can be shared and survives reload; the filters are links, so they work without
 * JavaScript too. A category the CMS does not know shows everything.
 */
export function FreeResources({ category }: { category: string | undefined }) {
  const t = useT()
  const lang = useLang()
  const categories = useQuery(designCategoriesQuery(lang))
  const known = categories.data?.some((c) => c.name === category) ? category : undefined
  const resources = useQuery({ ...designResourcesQuery(lang, known), placeholderData: keepPreviousData })
  const path = screenPath('creativeLab', lang)

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
        <Unavailable onRetry={() => void resources.refetch()} />
      ) : resources.data && resources.data.length === 0 ? (
        <p>{t.lab.noResources()}</p>
      ) : resources.data ? (
        <ul className={styles.resources} aria-busy={resources.isPlaceholderData}>
          {resources.data.map((resource) => (
            <li key={resource.documentId} className={styles.resource}>
              {resource.thumbnail ? (
                <img
                  className={styles.resourceThumb}
                  src={resource.thumbnail.src}
                  srcSet={resource.thumbnail.srcSet ?? undefined}
                  sizes="(max-width: 700px) 100vw, 33vw"
                  alt=""
                  width={resource.thumbnail.width ?? 800}
                  height={resource.thumbnail.height ?? 600}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h3 className={styles.resourceName}>{resource.name}</h3>
              {resource.category ? <p className={styles.resourceCategory}>{resource.category}</p> : null}
              {resource.download ? (
                <a className={styles.pill} href={resource.download} target="_blank" rel="noopener noreferrer">
                  {t.lab.getResource({ name: resource.name })}
                  <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
