import { PageHero } from '~/components/PageHero'
import { site } from '~/config/site'
import type { ContactSubmission, FormPageData } from '~/content/submissions'
import { useT } from '~/i18n'
import { ContactForm } from './ContactForm'
import styles from './ContactScreen.module.css'

/** SPEC "Contact": the heading and lead, the form (ContactForm.tsx), and beside it the offices and social links. */
export function ContactScreen({ submission }: FormPageData<ContactSubmission>) {
  const t = useT()

  return (
    <>
      <PageHero title={t.screens.contact.heading()}>
        <p>{t.contact.lead()}</p>
      </PageHero>
      <div className={styles.layout}>
        <ContactForm submission={submission} />

        <aside className={styles.aside}>
          <section aria-labelledby="contact-offices">
            <h2 id="contact-offices" className={styles.asideTitle}>
              {t.contact.officesTitle()}
            </h2>
            {site.offices.map((office) => (
              <address key={office.id} className={styles.office}>
                <strong>{t.footer[office.id]()}</strong>
                <span>
                  {office.city}, {office.postcode}
                </span>
                <a href={office.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {t.contact.openMap({ city: office.city })}
                  <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                </a>
              </address>
            ))}
            <a className={styles.email} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </section>
          <section aria-labelledby="contact-social">
            <h2 id="contact-social" className={styles.asideTitle}>
              {t.contact.socialTitle()}
            </h2>
            <ul className={styles.social}>
              {site.social.map((link) => (
                <li key={link.id}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {t.social[link.id]()}
                    <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  )
}
