import type { CSSProperties } from 'react'
import { useT } from '~/i18n'
import home from './home.module.css'
import { servicePanelKeys, tagKeys } from './home-data'
import styles from './ServicePanels.module.css'

/** A bold letter of Space Grotesk is at most this wide (em); the titles' CSS sizes the longest word by it. */
const LETTER_EM = 0.56

/** How the titles' size follows their room: one over the longest word's width in em (CSS multiplies). */
function titleScale(titles: readonly string[]): number {
  const letters = Math.max(...titles.flatMap((title) => title.split(/\s+/).map((word) => word.length)))
  return Number((1 / (letters * LETTER_EM)).toFixed(4))
}

/**
 * SPEC's three home service panels (Branding, Development, Marketing), numbered 01–03 and stacked 300 px apart as
 * the page scrolls. On phones the Marketing panel drops its image and shows its items first (SPEC's mobile variant).
 */
export function ServicePanels() {
  const t = useT()
  const titleSize: CSSProperties & Record<'--panel-title-scale', number> = {
    '--panel-title-scale': titleScale(servicePanelKeys.map((panel) => t.home.panels[panel.key].title())),
  }
  return (
    <section className={home.section} aria-labelledby="home-services" style={titleSize}>
      <h2 id="home-services" className={home.sectionTitle}>
        {t.home.servicesTitle()}
      </h2>
      {servicePanelKeys.map((panel) => {
        const copy = t.home.panels[panel.key]
        const tags: Record<string, () => string> = copy.tags
        const items: Record<string, () => string> = copy.items
        return (
          <article
            key={panel.key}
            className={styles.panel}
            data-variant={panel.key === 'marketing' ? 'marketing' : undefined}
            aria-labelledby={`home-panel-${panel.key}`}
          >
            <div className={styles.panelHead}>
              <span className={styles.panelCount} aria-hidden="true">
                {panel.count}
              </span>
              <h3 id={`home-panel-${panel.key}`} className={styles.panelTitle}>
                {copy.title()}
              </h3>
            </div>
            <ul className={styles.panelTags}>
              {tagKeys.map((tag) => (
                <li key={tag}>{tags[tag]?.()}</li>
              ))}
            </ul>
            <p className={styles.panelContent}>{copy.content()}</p>
            <ul className={styles.panelItems}>
              {panel.items.map((item, index) => (
                <li key={item}>
                  <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span> {items[item]?.()}
                </li>
              ))}
            </ul>
            <img
              className={styles.panelImage}
              src={`/media/${panel.image}-600.webp`}
              srcSet={`/media/${panel.image}-600.webp 600w, /media/${panel.image}.webp 1200w`}
              sizes="(max-width: 768px) 100vw, 40vw"
              width={1200}
              height={800}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </article>
        )
      })}
    </section>
  )
}
