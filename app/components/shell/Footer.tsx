import { Link } from '@tanstack/react-router'
import { OfficeAddress } from '~/components/agency/OfficeAddress'
import { SocialLinkItems } from '~/components/agency/SocialLinks'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { OPEN_SETTINGS_ATTRIBUTE } from '~/components/consent/consent'
import { site } from '~/config/site'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { type Screen, screenPath } from '~/i18n/routes'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import styles from './Footer.module.css'
import { EXACT_PATH, menuScreenOf } from './menu-links'
import { useLeafRoute } from './use-leaf-route'

const columnOne = ['home', 'careers', 'about', 'contact'] as const satisfies readonly Screen[]
const columnTwo = ['projects', 'services', 'blogs', 'creativeLab'] as const satisfies readonly Screen[]
const legal = ['cookies', 'terms', 'privacy'] as const satisfies readonly Screen[]
/** Enough copies of the marquee text to fill the widest screens twice, so the loop has no seam. */
const MARQUEE_COPIES = 8

export function Footer() {
  const { lang, t } = useShellI18n()
  // Said here rather than left to Link: the router's location of a Norwegian page is its `/no/…` path, which the
  // public path a link points to never equals (Link alone marked the current page in English only, and Norwegian
  // home's `/no` on every Norwegian page).
  const leaf = useLeafRoute().screen
  const current = (screen: Screen) => (screen === leaf || screen === menuScreenOf(leaf) ? 'page' : undefined)
  const settings = useSiteSettings(lang)
  const year = new Date().getFullYear()
  const marquee = settings?.footerMarquee

  return (
    <footer
      className={[
        styles.footer,
        settings?.social.length ? styles.withSocial : null,
        settings?.email ? styles.withEmail : null,
        settings?.offices.some((office) => office.street) ? styles.withStreets : null,
      ]
        .filter(Boolean)
        .join(' ')}
      lang={htmlLang[lang]}
    >
      {marquee ? (
        <Link to={screenPath('contact', lang)} className={styles.marquee}>
          <span className="visually-hidden">{t.footer.contactButton()}</span>
          {/* Two identical halves slide by exactly one half per pass: an endless, seamless loop. */}
          <span className={styles.track} aria-hidden="true">
            {[0, 1].map((half) => (
              <span key={half} className={styles.half}>
                {Array.from({ length: MARQUEE_COPIES }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical static copies that never reorder.
                  <span key={i} className={styles.word}>
                    {marquee}
                    <span className={styles.star}>✺</span>
                  </span>
                ))}
              </span>
            ))}
          </span>
        </Link>
      ) : null}

      <div className={styles.grid}>
        <div className={styles.intro}>
          {/* The label names the address: without one (none set, or the seed's placeholder) neither shows. */}
          {settings?.email ? (
            <>
              {settings.footerEmailLabel ? <p className={styles.emailLabel}>{settings.footerEmailLabel}</p> : null}
              <a className={styles.email} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </>
          ) : null}
          <div className={styles.ctas}>
            <Link to={screenPath('contact', lang)} className={styles.button}>
              {t.footer.contactButton()}
            </Link>
            <Link to={screenPath('blogs', lang)} className={styles.textLink}>
              {t.footer.readArticle()} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>

        <nav className={styles.pages} aria-label={t.footer.pagesLabel()}>
          <ul>
            {columnOne.map((screen) => (
              <li key={screen}>
                <Link to={screenPath(screen, lang)} activeOptions={EXACT_PATH} aria-current={current(screen)}>
                  {t.footer.columnOne[screen]()}
                </Link>
              </li>
            ))}
          </ul>
          <ul>
            {columnTwo.map((screen) => (
              <li key={screen}>
                <Link to={screenPath(screen, lang)} activeOptions={EXACT_PATH} aria-current={current(screen)}>
                  {t.footer.columnTwo[screen]()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {settings?.offices.length ? (
          <section className={styles.offices} aria-labelledby="footer-offices">
            <h2 id="footer-offices" className={styles.heading}>
              {t.footer.officesLabel()}
            </h2>
            {settings.offices.map((office) => (
              <OfficeAddress key={`${office.name}-${office.city}`} office={office} className={styles.office} />
            ))}
          </section>
        ) : null}

        {settings?.social.length ? (
          <section className={styles.social} aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t.footer.socialLabel()}
            </h2>
            <ul>
              <SocialLinkItems links={settings.social} t={t} />
            </ul>
          </section>
        ) : null}
      </div>

      <div className={styles.bottom}>
        <p>{t.footer.copyright({ year, name: site.name })}</p>
        <nav aria-label={t.footer.legalLabel()}>
          <ul>
            {legal.map((screen) => (
              <li key={screen}>
                <Link to={screenPath(screen, lang)} activeOptions={EXACT_PATH} aria-current={current(screen)}>
                  {t.footer.legal[screen]()}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.settings}
                // Kept by the consent head script when pressed early, as the notice's own buttons are.
                {...{ [OPEN_SETTINGS_ATTRIBUTE]: '', [NO_EARLY_CLICK_ATTRIBUTE]: '' }}
              >
                {t.cookie.settings()}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
