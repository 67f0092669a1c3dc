import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { TitledSection } from '~/components/TitledSection'
import { servicesPageQuery } from '~/content/pages/pages.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ServicesScreen.module.css'

/** Two digits, as the panels and steps are numbered: 01, 02… */
const counted = (index: number) => String(index + 1).padStart(2, '0')

/**
 * product.md "Services": hero with View Projects, the numbered panels, the process, the 180+ call to action. The words are
 * the editors' (the services-page single type); a part they left empty is left out.
 */
export function ServicesScreen() {
  const t = useT()
  const lang = useLang()
  const { data: copy } = useSuspenseQuery(servicesPageQuery(lang))
  const ui = t.services

  return (
    <>
      <PageHero title={t.screens.services.heading()}>
        {copy?.lead ? <p>{copy.lead}</p> : null}
        <Link to={screenPath('projects', lang)} className={styles.pill}>
          {ui.viewProjects()} <span aria-hidden="true">→</span>
        </Link>
      </PageHero>

      {copy?.panels.length ? (
        <section className={styles.panels} aria-label={ui.panelsLabel()}>
          {copy.panels.map((panel, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the number is the panel's place, which is the editors' order.
            <article key={index} className={styles.panel} aria-labelledby={`service-${index + 1}`}>
              <p className={styles.count} aria-hidden="true">
                {counted(index)}
              </p>
              <div>
                <h2 id={`service-${index + 1}`} className={styles.panelTitle}>
                  <span className="visually-hidden">{counted(index)} </span>
                  {panel.title}
                </h2>
                {panel.text ? <p className={styles.panelText}>{panel.text}</p> : null}
              </div>
              {panel.items.length ? (
                <ul className={styles.items}>
                  {panel.items.map((item, itemIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an editor may list the same service twice.
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </section>
      ) : null}

      {copy?.steps.length ? (
        <TitledSection
          className={styles.process}
          headingId="services-process"
          title={copy.processTitle}
          label={ui.processLabel()}
          titleClassName={styles.sectionTitle}
        >
          <ol className={styles.steps}>
            {copy.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the number is the step's place, which is the editors' order.
              <li key={index} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {counted(index)}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                {step.text ? <p className={styles.stepText}>{step.text}</p> : null}
              </li>
            ))}
          </ol>
        </TitledSection>
      ) : null}

      <TitledSection
        className={styles.cta}
        headingId="services-cta"
        title={copy?.ctaNumber}
        label={ui.ctaLink()}
        titleClassName={styles.ctaNumber}
      >
        {copy?.ctaText ? <p className={styles.ctaText}>{copy.ctaText}</p> : null}
        <Link to={screenPath('contact', lang)} className={styles.ctaLink}>
          {ui.ctaLink()}
        </Link>
      </TitledSection>
    </>
  )
}
