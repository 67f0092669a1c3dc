import { Link } from '@tanstack/react-router'
import { PageHero } from '~/components/PageHero'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ThankYouScreen.module.css'

/** product.md: heading, message, and a button back to home (/ or /no). */
export function ThankYouScreen() {
  const t = useT()
  const lang = useLang()
  return (
    <PageHero title={t.screens.thankYou.heading()}>
      <p>{t.screens.thankYou.message()}</p>
      <Link to={screenPath('home', lang)} className={styles.button}>
        {t.screens.thankYou.home()}
      </Link>
    </PageHero>
  )
}
