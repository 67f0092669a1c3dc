import { useQuery } from '@tanstack/react-query'
import { brandLogosQuery } from '~/content/creative-lab/creative-lab.queries'
import { useLang, useT } from '~/i18n'
import styles from './BrandLogos.module.css'
import lab from './lab.module.css'
import { SectionUnavailable } from './SectionUnavailable'

/** Two-digit numbering from 01 (product.md §9). */
export function itemNumber(index: number): string {
  return String(index + 1).padStart(2, '0')
}

/**
 * product.md "Creative Lab" brand identity: the CMS's logos in the page's language, numbered 01, 02, …, each downloadable
 * as `logo.svg` through the site's own download route (same origin, so the `download` name holds). A light logo (the
 * editors' `onDark`) is shown on a dark tile, the others on white.
 */
export function BrandLogos() {
  const t = useT()
  const lang = useLang()
  const logos = useQuery(brandLogosQuery(lang))
  if (logos.isError) return <SectionUnavailable onRetry={() => void logos.refetch()} />
  if (!logos.data) return null
  if (logos.data.length === 0) return <p>{t.lab.noLogos()}</p>
  return (
    <ol className={styles.logos}>
      {logos.data.map((logo, index) => (
        <li key={logo.documentId} className={styles.logoItem}>
          <span className={styles.logoNumber} aria-hidden="true">
            {itemNumber(index)}
          </span>
          <span className={styles.logoArt} data-on-dark={logo.onDark ? '' : undefined}>
            {logo.image ? (
              <img src={logo.image.src} alt="" width={160} height={64} loading="lazy" decoding="async" />
            ) : null}
          </span>
          <span className={styles.logoTitle}>{logo.title}</span>
          <a
            className={`${lab.pill} ${styles.download}`}
            href={`/downloads/logo/${logo.documentId}`}
            download="logo.svg"
            aria-label={t.lab.downloadLogo({ title: logo.title })}
          >
            {t.lab.download()}
          </a>
        </li>
      ))}
    </ol>
  )
}
