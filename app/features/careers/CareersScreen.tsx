import { PageHero } from '~/components/PageHero'
import { useT } from '~/i18n'

/** The rest of this screen arrives with its own issue; the hero heading is SPEC's. */
export function CareersScreen() {
  const t = useT()
  return <PageHero title={t.screens.careers.heading()} />
}
