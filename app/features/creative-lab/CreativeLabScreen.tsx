import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'
import { CardGame } from './CardGame'
import styles from './CreativeLabScreen.module.css'

/** SPEC "Creative Lab". So far: the hero and the card game; the other sections come with issue 7. */
export function CreativeLabScreen() {
  const t = useT()
  return (
    <>
      <PageHero title={t.screens.creativeLab.heading()} />
      <section id="game" className={styles.gameSection} aria-labelledby="lab-game">
        <h2 id="lab-game" className={styles.title}>
          {t.game.title()}
        </h2>
        <p className={styles.intro}>{t.game.intro()}</p>
        <CardGame />
      </section>
    </>
  )
}
