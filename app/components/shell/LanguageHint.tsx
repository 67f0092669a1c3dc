import { useEffect, useRef, useState } from 'react'
import type { Lang } from '~/i18n/lang'
import { isSharedScreen } from '~/i18n/routes'
import { useOnDemand } from '~/lib/use-on-demand'
import { hintOffer, markHintDone } from './language-hint'
import { useLeafRoute } from './use-leaf-route'

/** Most visitors' browsers prefer the page's language, or they have answered the hint: its line comes only when offered. */
const importNote = () => import('./LanguageHintNote').then((module) => module.LanguageHintNote)

/**
 * A language hint, never a redirect (decision 041): on a first visit whose browser prefers the other language, one
 * small line in that language offers this page in it (its localized path). Rendered after hydration only, so crawlers
 * and visitors without JavaScript get the same HTML as before; floating, so it moves nothing. `firstVisit`: no language
 * was stored when the page was asked for (the shell stores the page's language from then on).
 */
export function LanguageHint({ firstVisit }: { firstVisit: boolean }) {
  const leaf = useLeafRoute()
  const pageLang = leaf.notFound || !leaf.screen || isSharedScreen(leaf.screen) ? undefined : leaf.lang
  const [offered, setOffered] = useState<Lang | null>(null)
  // The language of the first page of the visit: a visitor who arrived in their own language and then went to the
  // other one chose it (the flag, a link), and is not offered their own back.
  const landing = useRef<Lang | undefined>(undefined)
  const { loaded: Note, load: loadNote } = useOnDemand(importNote)

  useEffect(() => {
    landing.current ??= pageLang
    const offer = pageLang ? hintOffer(pageLang, landing.current ?? pageLang, firstVisit) : null
    setOffered(offer)
    if (offer) void loadNote()
  }, [firstVisit, pageLang, loadNote])

  if (!offered || !leaf.screen || !Note) return null
  const done = () => {
    markHintDone()
    setOffered(null)
  }
  return <Note offered={offered} screen={leaf.screen} slugs={leaf.slugs} onDone={done} />
}
