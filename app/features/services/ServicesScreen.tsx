import { Link } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ServicesScreen.module.css'
import { processSteps, servicePanels } from './services-data'

/** SPEC "Services": hero with View Projects, three numbered panels, the six-step process, the 180+ call to action. */
export function ServicesScreen() {
  const t = useT()
  const lang = useLang()
  const copy = t.services

  return (
    <>
      <PageHero title={t.screens.services.heading()}>
        <p>{copy.lead()}</p>
        <Link to={screenPath('projects', lang)} className={styles.pill}>
          {copy.viewProjects()} <span aria-hidden="true">→</span>
        </Link>
      </PageHero>

      <section className={styles.panels} aria-label={copy.panelsLabel()}>
        {servicePanels.map((panel) => {
          const panelCopy = copy[panel.key]
          const items: Record<string, () => string> = panelCopy.items
          return (
            <article key={panel.key} className={styles.panel} aria-labelledby={`service-${panel.key}`}>
              <p className={styles.count} aria-hidden="true">
                {panel.count}
              </p>
              <div>
                <h2 id={`service-${panel.key}`} className={styles.panelTitle}>
                  <span className="visually-hidden">{panel.count} </span>
                  {panelCopy.title()}
                </h2>
                <p className={styles.panelText}>{panelCopy.text()}</p>
              </div>
              <ul className={styles.items}>
                {panel.items.map((item) => (
                  <li key={item}>{items[item]?.()}</li>
                ))}
              </ul>
            </article>
          )
        })}
      </section>

      <section className={styles.process} aria-labelledby="services-process">
        <h2 id="services-process" className={styles.sectionTitle}>
          {copy.processTitle()}
        </h2>
        <ol className={styles.steps}>
          {processSteps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{copy.process[step].title()}</h3>
              <p className={styles.stepText}>{copy.process[step].text()}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.cta} aria-labelledby="services-cta">
        <h2 id="services-cta" className={styles.ctaNumber}>
          {copy.ctaNumber()}
        </h2>
        <p className={styles.ctaText}>{copy.ctaText()}</p>
        <Link to={screenPath('contact', lang)} className={styles.ctaLink}>
          {copy.ctaLink()}
        </Link>
      </section>
    </>
  )
}
