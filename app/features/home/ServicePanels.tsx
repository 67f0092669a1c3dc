import type { CSSProperties } from 'react'
import { CmsImage, type ImageSlot } from '~/components/cms-image/CmsImage'
import { TitledSection } from '~/components/TitledSection'
import type { HomePanel } from '~/content/home/home.functions'
import home from './home.module.css'
import styles from './ServicePanels.module.css'

/** A bold letter of Space Grotesk is at most this wide (em); the titles' CSS sizes the longest word by it. */
const LETTER_EM = 0.56

/** How the titles' size follows their room: one over the longest word's width in em (CSS multiplies). */
function titleScale(titles: readonly string[]): number {
  const letters = Math.max(1, ...titles.flatMap((title) => title.split(/\s+/).map((word) => word.length)))
  return Number((1 / (letters * LETTER_EM)).toFixed(4))
}

/** product.md's mobile variant: the third panel (Marketing in the seed) drops its picture on phones and shows its items first. */
const ITEMS_FIRST_PANEL = 2

const PICTURE: ImageSlot = { sizes: '(max-width: 768px) 100vw, 40vw', width: 1200, height: 800 }

type Props = { title: string | null; panels: readonly HomePanel[] }

/**
 * product.md's three home service panels (Branding, Development, Marketing, in the CMS), numbered 01–03 and stacked 300 px
 * apart as the page scrolls.
 */
export function ServicePanels({ title, panels }: Props) {
  if (!title && panels.length === 0) return null
  const titleSize: CSSProperties & Record<'--panel-title-scale', number> = {
    '--panel-title-scale': titleScale(panels.map((panel) => panel.title)),
  }
  return (
    <TitledSection
      className={home.section}
      style={titleSize}
      headingId="home-services"
      title={title}
      titleClassName={home.sectionTitle}
    >
      {panels.map((panel, index) => {
        const count = String(index + 1).padStart(2, '0')
        return (
          <article
            key={count}
            className={styles.panel}
            data-variant={index === ITEMS_FIRST_PANEL ? 'marketing' : undefined}
            aria-labelledby={`home-panel-${count}`}
          >
            <div className={styles.panelHead}>
              <span className={styles.panelCount} aria-hidden="true">
                {count}
              </span>
              <h3 id={`home-panel-${count}`} className={styles.panelTitle}>
                {panel.title}
              </h3>
            </div>
            {panel.tags.length > 0 ? (
              <ul className={styles.panelTags}>
                {panel.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            ) : null}
            {panel.text ? <p className={styles.panelContent}>{panel.text}</p> : null}
            {panel.items.length > 0 ? (
              <ul className={styles.panelItems}>
                {panel.items.map((item, itemIndex) => (
                  <li key={item}>
                    <span aria-hidden="true">{String(itemIndex + 1).padStart(2, '0')}</span> {item}
                  </li>
                ))}
              </ul>
            ) : null}
            <CmsImage className={styles.panelImage} image={panel.picture} slot={PICTURE} decorative />
          </article>
        )
      })}
    </TitledSection>
  )
}
