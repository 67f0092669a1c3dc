import { OfficeAddress } from '~/components/agency/OfficeAddress'
import { SocialLinkItems } from '~/components/agency/SocialLinks'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { useScreenHydrated } from '~/components/hydrating/hydrating-region'
import { PageHero } from '~/components/PageHero'
import type { ContactSubmission, FormPageData } from '~/forms/submissions'
import { useLang, useT } from '~/i18n'
import { ContactForm } from './ContactForm'
import styles from './ContactScreen.module.css'

/** product.md "Contact": the heading and lead, the form (ContactForm.tsx), and beside it the offices and social links. */
export function ContactScreen({ submission }: FormPageData<ContactSubmission>) {
  useScreenHydrated()
  const t = useT()
  const settings = useSiteSettings(useLang())

  return (
    <>
      <PageHero title={t.screens.contact.heading()}>
        <p>{t.contact.lead()}</p>
      </PageHero>
      <div className={styles.layout}>
        <ContactForm submission={submission} />

        <aside className={styles.aside}>
          {settings?.offices.length || settings?.email ? (
            <section aria-labelledby="contact-offices">
              <h2 id="contact-offices" className={styles.asideTitle}>
                {t.contact.officesTitle()}
              </h2>
              {settings?.offices.map((office) => (
                <OfficeAddress key={`${office.name}-${office.city}`} office={office} className={styles.office}>
                  {office.mapUrl ? (
                    <a href={office.mapUrl} target="_blank" rel="noopener noreferrer">
                      {t.contact.openMap({ city: office.city })}
                      <span className="visually-hidden"> {t.footer.opensInNewTab()}</span>
                    </a>
                  ) : null}
                </OfficeAddress>
              ))}
              {settings?.email ? (
                <a className={styles.email} href={`mailto:${settings.email}`}>
                  {settings.email}
                </a>
              ) : null}
            </section>
          ) : null}
          {settings?.social.length ? (
            <section aria-labelledby="contact-social">
              <h2 id="contact-social" className={styles.asideTitle}>
                {t.contact.socialTitle()}
              </h2>
              <ul className={styles.social}>
                <SocialLinkItems links={settings.social} t={t} />
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  )
}
